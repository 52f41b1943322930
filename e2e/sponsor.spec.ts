import type { Browser } from '@playwright/test';
import { test, expect, quietOverlays, adminHeaders, waitForSplash, waitForOverlayOnControl } from './fixtures';

/**
 * Until the popup shows for a visitor on their third page view, on a page loaded after the one under test. That
 * visitor's impression is not sent (the request is aborted), so it counts in no test's figures.
 */
const popupHadItsTime = (browser: Browser, baseURL: string) =>
  waitForOverlayOnControl(browser, baseURL, {
    path: '/',
    prepare: async (page) => {
      await quietOverlays(page, { sponsor: true, pageViews: 2 });
      await page.route('**/api/sponsors/impression', (route) => route.abort());
    },
    overlay: (page) => page.getByRole('dialog'),
  });

// The test server shortens docs/product.md's 30 s delay to 1.5 s and the 2 s dialog delay to 0.3 s (playwright.config.ts).
test('the sponsor popup opens after 3 page views and records exactly one impression', async ({ page, browser, playwright, baseURL }) => {
  const admin = await playwright.request.newContext({ extraHTTPHeaders: await adminHeaders(baseURL!) });
  // Another test may add a newer sponsor meanwhile: count the impressions of whichever one is shown.
  const counts = async () => {
    const { items } = await (await admin.get(`${baseURL}/api/admin/sponsors`)).json();
    return new Map<string, number>(items.map((s: { title: string; impressions: number }) => [s.title, s.impressions]));
  };
  const before = await counts();

  await quietOverlays(page, { sponsor: true });
  await page.goto('/');
  await waitForSplash(page);
  await page.getByRole('link', { name: 'How it works' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await waitForSplash(page);
  await page.getByRole('link', { name: 'For farmers' }).first().click();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toContainText('Sponsored');
  const title = (await dialog.getByRole('heading').first().textContent())!.trim();
  const impressions = async () => (await counts()).get(title);
  await expect(dialog.getByRole('img', { name: /Seed packets/ })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Learn More/ })).toHaveAttribute('rel', /sponsored/);
  await expect.poll(impressions).toBe(before.get(title)! + 1);

  await dialog.getByRole('button', { name: 'No thanks' }).click();
  await expect(dialog).toBeHidden();
  // once a session, and not again within the hour
  await page.getByRole('link', { name: 'Browse' }).first().click();
  await popupHadItsTime(browser, baseURL!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await impressions()).toBe(before.get(title)! + 1);
  await admin.dispose();
});

test('the popup stays away before 3 page views', async ({ page, browser, baseURL }) => {
  await quietOverlays(page, { sponsor: true });
  await page.goto('/');
  await popupHadItsTime(browser, baseURL!);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
