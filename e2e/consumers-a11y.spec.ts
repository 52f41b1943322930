import { DEMO, expect, expectNoSeriousAxeViolations, quietOverlays, signIn, test, waitForSplash } from './fixtures';

/** The consumer screens with real content (the demo shopper's and farmer's), not just their empty states. */
for (const width of [390, 1280]) {
  test(`consumer screens with content pass axe at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    await quietOverlays(page);
    await page.goto('/');
    await signIn(page, DEMO.consumer, DEMO.password);
    // The onboarding dialog would hide the page from axe: these checks are about the page.
    const origin = new URL(page.url()).origin;
    await page.request.post('/api/user/complete-onboarding', { data: {}, headers: { origin } });
    const trip = (await (await page.request.get('/api/trips?when=upcoming')).json()).items[0];
    const review = (await (await page.request.get('/api/me/reviews')).json()).items[0];
    const farmer = (await (await page.request.get(`/api/farms/${review.farm.id}`)).json()).owner;
    const paths = [
      '/dashboard',
      '/favorites',
      '/achievements',
      '/profile',
      '/trips',
      `/trips/${trip.id}`,
      `/trips/${trip.id}/edit`,
      `/farm/${review.farm.id}`,
      '/messages',
      `/messages/${farmer.id}`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await waitForSplash(page);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page, path);
      // Nothing wider than the screen on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
    }
    await page.request.post('/api/logout', { headers: { origin } });
    await signIn(page, DEMO.farmer, DEMO.password);
    await page.request.post('/api/user/complete-onboarding', { data: {}, headers: { origin } });
    await page.goto('/dashboard');
    await waitForSplash(page);
    await expect(page.getByRole('figure', { name: 'Page views' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page, '/dashboard (farmer)');
  });
}
