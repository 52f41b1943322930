import { test, expect, holdRequests, quietOverlays, waitForSplash } from './fixtures';

// A finger down on a listing's card starts the listing page's code and the listing's data at once (client/app/
// listing-prefetch.ts): on slow 4G they were two round trips one after the other, both after the finger was lifted.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
test.beforeEach(async ({ page }) => quietOverlays(page));

/** The listing page's own file (not its sections' file, nor the listing editor's: farm-sections-…, farm-profile-…). */
const FARM_PAGE_CHUNK = /\/assets\/farm-(?!sections-|profile-)[\w-]+\.js$/;

test('a finger down on a card on /browse asks for the listing and its page’s code before the click', async ({ page }) => {
  await page.goto('/browse?location=12401');
  await waitForSplash(page);
  const link = page.locator('main article h3 a').first();
  const href = (await link.getAttribute('href'))!;
  const name = (await link.textContent())!.trim();
  const listingApi = new RegExp(`/api/farms/${href.match(/^\/farm\/(\d+)$/)![1]}$`);
  const listingRequests: string[] = [];
  page.on('request', (request) => listingApi.test(request.url()) && listingRequests.push(request.url()));

  const { release: releaseData } = await holdRequests(page, listingApi);
  const { release: releaseCode } = await holdRequests(page, FARM_PAGE_CHUNK);
  const dataAsked = page.waitForRequest(listingApi, { timeout: 5_000 });
  const codeAsked = page.waitForRequest(FARM_PAGE_CHUNK, { timeout: 5_000 });
  // The finger is down, not lifted: no click, no navigation yet.
  await link.dispatchEvent('pointerdown', { button: 0, buttons: 1, pointerType: 'touch', isPrimary: true });
  await Promise.all([dataAsked, codeAsked]);
  await expect(page).toHaveURL(/\/browse\?location=12401$/);

  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  releaseCode();
  releaseData();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The page took the listing the press asked for: it did not ask again.
  expect(listingRequests).toHaveLength(1);
});
