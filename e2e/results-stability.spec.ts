import { expect, holdRequests, layoutShiftsSince, quietOverlays, recordLayoutShifts, test } from './fixtures';
import { createFarmerWithListings, tag } from './listing-fixtures';

// A filter tap whose answer takes a while (a slow phone network) does not move the page when the answer comes (issue 31,
// point 2). The browser forgives a shift within half a second of the tap; after that, a card that both lists have
// sliding to its new place counted as layout shift (0.24 on /browse around Kingston), and so did the "updating" wheel
// leaving the count line.
test.use({ viewport: { width: 390, height: 844 } });

test('the answer to a slow filter tap replaces the results without moving them', async ({ page, request, baseURL }) => {
  const word = `Steady${tag()}`;
  // Nearest first: two stands with no hours (never "open now") above two open all day, so the open ones are third
  // and fourth before the tap and first and second after it.
  await createFarmerWithListings(request, baseURL!, [
    { name: `${word} Unknown One`, lat: 41.9301, lng: -74.0, openingHours: null },
    { name: `${word} Unknown Two`, lat: 41.9302, lng: -74.0, openingHours: null },
    { name: `${word} Open Three`, lat: 41.9303, lng: -74.0 },
    { name: `${word} Open Four`, lat: 41.9304, lng: -74.0 },
  ]);
  await quietOverlays(page);
  await recordLayoutShifts(page);
  await page.goto(`/browse?near=41.93,-74.0&place=Kingston&sort=distance&q=${word}`);
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('article')).toHaveCount(4);
  await expect(results.getByRole('article').nth(2)).toContainText('Open Three');

  const held = await holdRequests(page, /\/api\/farms\?/);
  const tappedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Open now' }).click();
  await expect(results.getByRole('list')).toHaveAttribute('aria-busy', 'true');
  // The answer comes well after the half second in which the browser counts a shift as the tap's own.
  await page.waitForFunction((t) => performance.now() - t > 1000, tappedAt);
  held.release();
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.getByRole('list')).toHaveAttribute('aria-busy', 'false');
  await expect(results.getByRole('article').first()).toContainText('Open Three');
  // Two frames after the swap, for the browser to have measured it.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

  const shifts = await layoutShiftsSince(page, tappedAt);
  expect(shifts, JSON.stringify(shifts)).toEqual([]);
});
