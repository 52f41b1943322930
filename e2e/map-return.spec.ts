import { test, expect, createUser, quietOverlays, waitForSplash, PASSWORD } from './fixtures';

// Issue 34 point 6: the header's "Map" shows a signed-out visitor the public map of their search, and signing in from
// a prompt on a search comes back to that search with its place and filters.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 800 } });

    test("the header's Map opens the public map view of the search on screen for a signed-out visitor", async ({ page }) => {
      await quietOverlays(page);
      await page.goto('/browse?location=12401&radius=25');
      await waitForSplash(page);
      if (width === 390) {
        await page.getByRole('button', { name: 'Open menu', exact: true }).click();
        await page.getByRole('menuitem', { name: 'Map', exact: true }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map', exact: true }).click();
      }
      await expect(page).toHaveURL(/\/browse\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get('view')).toBe('map');
      expect(url.searchParams.get('location')).toBe('12401');
      expect(url.searchParams.get('radius')).toBe('25');
      await expect(page.locator('.leaflet-container')).toBeVisible();
    });
  });
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('signing in from the heart on a search returns to the same search', async ({ page, request, baseURL }) => {
    await quietOverlays(page);
    const shopper = await createUser(request, baseURL!, 'consumer');
    await page.goto('/browse?location=12401&radius=25');
    await waitForSplash(page);
    await page
      .getByRole('button', { name: /^Save .* to favorites$/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/auth\?next=/);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/browse?location=12401&radius=25');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await expect(page).toHaveURL(/\/browse\?location=12401&radius=25$/);
  });
});
