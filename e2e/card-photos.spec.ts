import { test, expect, quietOverlays } from './fixtures';

// Issue 34 point 9: demo listings carry photos drawn at seed time; cards show them and the available products as
// chips, and a card without a photo still reads well. The Hudson Valley demo listings (Kingston, NY).
test.use({ viewport: { width: 390, height: 844 } });

test('a card shows its photo and product chips, and a card without a photo keeps its layout', async ({ page }) => {
  await quietOverlays(page);
  await page.goto('/browse?location=12401&radius=25');
  const cards = page.locator('article').filter({ has: page.locator('h3 a') });
  await expect(cards.first()).toBeVisible();

  const withPhoto = cards.filter({ has: page.locator('img[src^="/uploads/photos/"]') }).first();
  await withPhoto.scrollIntoViewIfNeeded();
  const img = withPhoto.locator('img').first();
  // The photo really loaded (a real image file, not a broken link).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(400);
  const chips = withPhoto.getByTestId('product-chips').locator('li');
  await expect(chips.first()).toBeVisible();
  expect(await chips.count()).toBeLessThanOrEqual(4); // three products, then "+N more"

  const withoutPhoto = cards.filter({ hasNot: page.locator('img') }).first();
  await withoutPhoto.scrollIntoViewIfNeeded();
  await expect(withoutPhoto.locator('h3 a')).toBeVisible();
  // The placeholder holds the photo's place: same size as a photo's, nothing overflows the card at 390 px.
  const [photoBox, placeholderBox] = [await img.boundingBox(), await withoutPhoto.locator('svg').first().locator('xpath=../..').boundingBox()];
  expect(placeholderBox!.width).toBeCloseTo(photoBox!.width, 0);
  expect(placeholderBox!.height).toBeCloseTo(photoBox!.height, 0);
  const overflow = await withoutPhoto.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBe(0);
});
