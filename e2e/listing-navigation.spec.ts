import type { Page } from '@playwright/test';
import { test, expect, FARM_SECTIONS_CHUNK, holdRequests, quietOverlays, waitForSplash } from './fixtures';
import { shot } from './screens';

// A listing opened from inside the app (a card tapped on /browse) is rendered by the browser, not the server: its
// lower sections (products, reviews, hours, location, contact) are a file of their own (decision 077), which the
// navigation loads with the page (decision 080), so the listing shows whole at once: no header first and the
// products and hours popping in under it (a layout shift) once their file arrives.

/** The listing page's own file (client/app/pages/farm.tsx), not its sections'. */
const FARM_PAGE_CHUNK = /\/assets\/farm-[\w-]{8}\.js$/;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ page }) => quietOverlays(page));

declare global {
  interface Window {
    /** The listing's title each time the page showed it without its hours section under it. */
    __titleAlone?: string[];
  }
}

/** Looks at every change of the page: the listing's title on screen without its hours section is a page shown in two steps. */
async function watchTitleAlone(page: Page, name: string) {
  await page.evaluate((name) => {
    window.__titleAlone = [];
    new MutationObserver(() => {
      const title = document.querySelector('main h1');
      if (title?.textContent?.includes(name) && !document.querySelector('main section#hours h2')) window.__titleAlone!.push(name);
    }).observe(document.getElementById('main')!, { childList: true, subtree: true, characterData: true });
  }, name);
}

/**
 * While the sections' file is held, the listing's title is not shown, though the page has what it would show it from
 * (`shownFrom` resolves once it has); once the file comes, the title and sections are shown, never the title alone.
 */
async function expectShownWhole(page: Page, sections: Awaited<ReturnType<typeof holdRequests>>, name: string, shownFrom: () => Promise<unknown>) {
  const title = page.getByRole('heading', { level: 1, name });
  await expect.poll(sections.asked).toBe(true);
  await shownFrom();
  await expect(title).toBeHidden();
  sections.release();
  await expect(title).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hours' })).toBeVisible();
  expect(await page.evaluate(() => window.__titleAlone)).toEqual([]);
}

test('a listing tapped on /browse shows whole at once: its lower sections come with its title, not after it', async ({ page }, testInfo) => {
  await page.goto('/browse?location=12401');
  await waitForSplash(page);
  const sections = await holdRequests(page, FARM_SECTIONS_CHUNK);
  const link = page.locator('main article h3 a').first();
  const name = (await link.textContent())!.trim();
  await watchTitleAlone(page, name);
  // The page shows from its code and the listing's data, which the press asks for (client/app/listing-prefetch.ts):
  // once both are in, only the route's wait for the sections (decision 080) keeps the title away. Nothing renders
  // while it waits, and React shows a page that replaces a loading state no sooner than 300 ms after that state
  // appeared: the navigation's splash, gone 700 ms after it (layout/splash.tsx), is that time passed.
  const id = new URL((await link.getAttribute('href'))!, page.url()).pathname.split('/').pop();
  const pageIn = Promise.all([page.waitForResponse(FARM_PAGE_CHUNK), page.waitForResponse((r) => new URL(r.url()).pathname === `/api/farms/${id}` && r.ok())]);

  await link.tap();
  await expect(page).toHaveURL(/\/farm\/\d+$/);
  await expectShownWhole(page, sections, name, async () => {
    await pageIn;
    await waitForSplash(page);
  });
  await shot(page, testInfo.outputPath('listing-after-navigation-390.png'));
});

test('a listing opened in the app before the server-rendered one’s sections had come waits for them too', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto('/browse?location=12401');
  await waitForSplash(page);
  const links = page.locator('main article h3 a');
  const [first, second] = [
    { href: (await links.nth(0).getAttribute('href'))!, name: (await links.nth(0).textContent())!.trim() },
    { href: (await links.nth(1).getAttribute('href'))!, name: (await links.nth(1).textContent())!.trim() },
  ];
  // The first listing comes from the server and is hydrated; its sections' file is asked for once it has settled, and
  // held: they stay as the server sent them (decision 077).
  const sections = await holdRequests(page, FARM_SECTIONS_CHUNK);
  await page.goto(first.href);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
  await expect.poll(sections.asked).toBe(true);
  await watchTitleAlone(page, second.name);

  // A link inside the app to the second listing: the page's code is in, its sections' is not.
  await page.evaluate((href) => {
    history.pushState(null, '', href);
    dispatchEvent(new PopStateEvent('popstate'));
  }, second.href);
  // The page is mounted: once the listing's data is in and rendered, its name is the document's title, set after the
  // render that shows the heading unless the page holds for its sections (farm.tsx, `holding`).
  await expectShownWhole(page, sections, second.name, () => expect(page).toHaveTitle(`${second.name} · Farm Stand Finder`));
  expect(errors.filter((e) => /hydrat|Minified React error/i.test(e))).toEqual([]);
});

test('a listing tapped after a press that did not open one (a scroll begun on a card) waits for its sections too', async ({ page }) => {
  await page.goto('/browse?location=12401');
  await waitForSplash(page);
  const sections = await holdRequests(page, FARM_SECTIONS_CHUNK);
  const link = page.locator('main article h3 a').first();
  const name = (await link.textContent())!.trim();
  // A finger comes down on the card and moves away (no click): the press loads the listing page's code
  // (client/app/listing-prefetch.ts), and asks for its sections' file, held here as a slow network would.
  const pageCode = page.waitForResponse(FARM_PAGE_CHUNK);
  await link.dispatchEvent('pointerdown', { button: 0, isPrimary: true, pointerType: 'touch' });
  await pageCode;
  await expect.poll(sections.asked).toBe(true);
  await watchTitleAlone(page, name);

  // The tap: the page's code is in, so the route has nothing to wait for; the page itself holds for its sections.
  await link.tap();
  await expect(page).toHaveURL(/\/farm\/\d+$/);
  await expectShownWhole(page, sections, name, () => expect(page).toHaveTitle(`${name} · Farm Stand Finder`));
});
