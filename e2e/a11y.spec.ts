import type { Browser, Page } from '@playwright/test';
import { test as base, expect, expectNoSeriousAxeViolations, quietOverlays, createUser, signIn, waitForSplash, preparePage, ADMIN } from './fixtures';
import { ADMIN_TAB_IDS } from '../client/features/admin/admin-href';

const PUBLIC = [
  '/',
  '/auth',
  '/forgot-password',
  '/reset-password',
  '/how-it-works',
  '/about-us',
  '/support',
  '/privacy-policy',
  '/terms-of-service',
  '/join',
  '/farmers',
  '/market-vendors',
  '/success-stories',
  '/blog',
  '/blog/honor-box-etiquette',
  '/blog/unknown-post',
  '/unsubscribe?token=not-a-real-token',
  '/browse',
  '/open-now',
  '/in-season',
  '/in-season?location=12401',
  '/ambassador',
  '/farm/1',
  '/verify-2fa',
  '/verify-email',
  '/coming-soon',
  '/maintenance',
  '/no-such-page',
];
const PRIVATE = [
  '/farm-profile',
  '/farm-profile?id=new',
  '/profile',
  '/favorites',
  '/messages',
  '/trips',
  '/map',
  '/ambassador/dashboard',
  '/account-settings',
  '/achievements',
  '/dashboard',
];

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
