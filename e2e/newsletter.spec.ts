import type { Browser, Page } from '@playwright/test';
import { test, expect, expectToast, quietOverlays, recordToasts, uniqueEmail, waitForOverlayOnControl } from './fixtures';

const bannerOf = (page: Page) => page.getByRole('complementary', { name: 'Newsletter signup' });
/** Until the banner shows on a page opened after this one by someone who has neither dismissed it nor signed up. */
const bannerHadItsTime = (browser: Browser, baseURL: string, path: string) =>
  waitForOverlayOnControl(browser, baseURL, { path, prepare: (page) => quietOverlays(page, { banner: true }), overlay: bannerOf });

test('the email banner appears after about 3 s, validates, signs up, and stays away after', async ({ page, browser, baseURL }) => {
  await quietOverlays(page, { banner: true });
  await recordToasts(page);
  await page.goto('/how-it-works');
  const banner = bannerOf(page);
  await expect(banner).toHaveCount(0);
  await expect(banner).toBeVisible({ timeout: 6_000 });

  await banner.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Invalid email', 'Please enter a valid email address');
  await banner.getByLabel('Email address').fill('no-at-sign');
  await banner.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Invalid email', 'Please enter a valid email address', 2);

  await banner.getByLabel('Email address').fill(uniqueEmail('news'));
  await banner.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Success!', "You've been added to our mailing list");
  await expect(banner).toBeHidden();
  await page.reload();
  await bannerHadItsTime(browser, baseURL!, '/how-it-works');
  await expect(banner).toHaveCount(0);
});

test('a dismissed banner is remembered', async ({ page, browser, baseURL }) => {
  await quietOverlays(page, { banner: true });
  await page.goto('/about');
  const banner = bannerOf(page);
  await banner.getByRole('button', { name: 'Dismiss newsletter signup' }).click({ timeout: 8_000 });
  await expect(banner).toBeHidden();
  await page.reload();
  await bannerHadItsTime(browser, baseURL!, '/about');
  await expect(banner).toHaveCount(0);
});

test('the banner waits on a page where someone is at work, and shows on a reading page after', async ({ page, browser, baseURL }) => {
  await quietOverlays(page, { banner: true });
  await page.goto('/auth');
  await bannerHadItsTime(browser, baseURL!, '/how-it-works');
  await expect(bannerOf(page)).toHaveCount(0);
  // Within the app (no new page load): its time is up, so it shows at once on a page that is not a form.
  await page.getByRole('contentinfo').getByRole('link', { name: 'How it works' }).click();
  await expect(page).toHaveURL(/\/how-it-works$/);
  await expect(bannerOf(page)).toBeVisible();
});

test('a server failure shows the Error toast', async ({ page }) => {
  await quietOverlays(page);
  await recordToasts(page);
  await page.route('**/api/newsletter/subscribe', (route) => route.fulfill({ status: 500, body: '{"message":"down"}' }));
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(uniqueEmail('news'));
  await footer.getByRole('button', { name: 'Sign up' }).click();
  await expectToast(page, 'Error', 'Failed to sign up. Please try again.');
});
