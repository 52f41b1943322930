import { test, expect, expectNoSeriousAxeViolations, quietOverlays, createUser, signIn, waitForSplash, ADMIN } from './fixtures';
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

async function expectNoSeriousViolations(page: import('@playwright/test').Page, path: string) {
  await page.goto(path);
  await waitForSplash(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page, path);
}

for (const width of [390, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.beforeEach(async ({ page }) => quietOverlays(page));

    for (const path of PUBLIC) {
      test(`public ${path}`, async ({ page }) => expectNoSeriousViolations(page, path));
    }

    test('signed-in pages', async ({ page, request, baseURL }) => {
      test.setTimeout(180_000);
      const user = await createUser(request, baseURL!, 'farmer');
      await page.goto('/');
      await signIn(page, user.email, user.password);
      for (const path of PRIVATE) await expectNoSeriousViolations(page, path);
    });

    // One test per section: each its own time budget, and the two workers share them.
    for (const path of [...ADMIN_TAB_IDS.map((tab) => `/admin?tab=${tab}`), '/admin?tab=blog&post=new']) {
      test(`admin console ${path}`, async ({ page }) => {
        await signIn(page, ADMIN.email, ADMIN.password);
        await expectNoSeriousViolations(page, path);
      });
    }
  });
}
