import type { Browser, Page } from '@playwright/test';
import { test as base, expect, expectNoSeriousAxeViolations, quietOverlays, createUser, signIn, waitForSplash, preparePage, ADMIN } from './fixtures';
import { ADMIN_TAB_IDS } from '../client/features/admin/admin-href';
import { ROUTE_NAMES, ROUTE_TABLE, type AppRoute, type RouteName } from '../common/routes';

/**
 * The pages checked, from the route table (common/routes.ts): each route at its own address, or at the addresses
 * below for one that needs a parameter or a case of its own. A route the table gains is checked without a line here.
 */
const ADDRESSES: Partial<Record<RouteName, string[]>> = {
  blogPost: ['/blog/honor-box-etiquette', '/blog/unknown-post'],
  unsubscribe: ['/unsubscribe?token=not-a-real-token'],
  inSeason: ['/in-season', '/in-season?location=12401'],
  farm: ['/farm/1'],
  farmProfile: ['/farm-profile', '/farm-profile?id=new'],
};
/** Routes checked elsewhere, and why: every other route must have an address (the test below says so). */
const CHECKED_ELSEWHERE: Partial<Record<RouteName, string>> = {
  aboutShort: 'the same page as /about-us',
  standStock: 'needs a sign’s code: e2e/trust.spec.ts',
  messagesWith: 'a conversation: e2e/consumers-a11y.spec.ts',
  tripEdit: 'a trip of the user’s: e2e/consumers-a11y.spec.ts',
  trip: 'a trip of the user’s: e2e/consumers-a11y.spec.ts',
  admin: 'each section by the admin tests below',
  adminSection: 'each section by the admin tests below',
};
const addresses = (signedIn: boolean) =>
  ROUTE_NAMES.filter((name) => Boolean((ROUTE_TABLE[name] as AppRoute).signedIn) === signedIn && !CHECKED_ELSEWHERE[name]).flatMap(
    (name) => ADDRESSES[name] ?? [ROUTE_TABLE[name].pattern],
  );
const PUBLIC = [...addresses(false), '/no-such-page'];
const PRIVATE = addresses(true);

/**
 * One browser tab per worker for the visitor's pages and one for the admin's, each page a full load in it. A fresh
 * context for every page cost more than the page and axe together (a new renderer, every script compiled again
 * from a cold cache): the 92 checks took 10.2 minutes on a loaded two-core machine, 4.7 this way (decision 046).
 * A failing test ends its worker, so the next one starts on new tabs.
 */
const test = base.extend<object, { visitor: Page; admin: Page }>({
  visitor: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openTab(browser, workerInfo.project.use.baseURL!);
      await use(tab);
      await tab.context().close();
    },
    { scope: 'worker' },
  ],
  admin: [
    async ({ browser }, use, workerInfo) => {
      const tab = await openTab(browser, workerInfo.project.use.baseURL!);
      await signIn(tab, ADMIN.email, ADMIN.password);
      await use(tab);
      await tab.context().close();
    },
    { scope: 'worker' },
  ],
});

async function openTab(browser: Browser, baseURL: string) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await preparePage(page);
  await quietOverlays(page);
  return page;
}

async function expectNoSeriousViolations(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForSplash(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, `${path} at ${width} px`);
}

test('every route of the table is checked here or named where it is', () => {
  for (const name of ROUTE_NAMES) {
    const pattern = ROUTE_TABLE[name].pattern;
    expect(CHECKED_ELSEWHERE[name] ?? ADDRESSES[name] ?? (/[:*]/.test(pattern) ? undefined : pattern), name).toBeDefined();
  }
});

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    for (const path of PUBLIC) {
      test(`public ${path}`, async ({ visitor }) => expectNoSeriousViolations(visitor, path, width));
    }

    test('signed-in pages', async ({ page, request, baseURL }) => {
      test.setTimeout(180_000);
      const user = await createUser(request, baseURL!, 'farmer');
      await quietOverlays(page);
      await page.goto('/');
      await signIn(page, user.email, user.password);
      for (const path of PRIVATE) await expectNoSeriousViolations(page, path, width);
    });

    // One test per section: each its own time budget, and the two workers share them.
    for (const path of [...ADMIN_TAB_IDS.map((tab) => `/admin?tab=${tab}`), '/admin?tab=blog&post=new']) {
      test(`admin console ${path}`, async ({ admin }) => expectNoSeriousViolations(admin, path, width));
    }
  });
}
