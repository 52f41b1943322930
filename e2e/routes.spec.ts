import { test, expect, quietOverlays, createUser, signIn, waitForSplash } from './fixtures';

const PROTECTED = [
  '/farm-profile',
  '/profile',
  '/favorites',
  '/messages',
  '/messages/some-user',
  '/trips',
  '/trips/abc/edit',
  '/trips/abc',
  '/map',
  '/admin',
  '/ambassador/dashboard',
  '/account-settings',
  '/achievements',
  '/dashboard',
];

test.beforeEach(async ({ page }) => quietOverlays(page));

test.describe('login-required routes', () => {
  for (const path of PROTECTED) {
    test(`${path} sends a signed-out visitor to /auth and back after sign-in`, async ({ page, request, baseURL }) => {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`/auth\\?next=${encodeURIComponent(path).replace(/\//g, '%2F')}$`));
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      if (path !== '/trips/abc' && path !== '/messages/some-user') return; // the round trip once per kind is enough
      const user = await createUser(request, baseURL!, 'consumer');
      await waitForSplash(page);
      await page.getByLabel('Email', { exact: true }).first().fill(user.email);
      await page.getByLabel('Password', { exact: true }).first().fill(user.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('shows a spinner while the sign-in status loads', async ({ page }) => {
    await page.route('**/api/user', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto('/favorites');
    await expect(page.getByRole('status').filter({ hasText: 'Checking your sign-in' })).toBeAttached();
    await expect(page).toHaveURL(/\/auth\?next=%2Ffavorites/, { timeout: 15_000 });
    // Sent to sign in by the page: it says why, even on a phone where the page's introduction is hidden.
    await expect(page.getByText('Sign in or create a free account to continue')).toBeVisible();
  });

  test('a signed-in user sees the page itself', async ({ page, request, baseURL }) => {
    const user = await createUser(request, baseURL!, 'consumer');
    await page.goto('/');
    await signIn(page, user.email, user.password);
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
  });
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/this/does/not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse farm stands' })).toBeVisible();
});

test('the splash shows the logo, BETA, the tagline and the loading text, then goes', async ({ page }) => {
  // Record every splash the page shows: it is gone again within two seconds, faster than polling can be sure to see.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { splashTexts: string[] }).splashTexts = []);
    let shown = false; // one entry each time the splash appears, kept up to date while it stays (the server's
    // HTML arrives in pieces: the splash may be seen before all of its text has been parsed)
    new MutationObserver(() => {
      const el = document.querySelector('[data-testid="splash"]');
      if (el && !shown) seen.push('');
      if (el) seen[seen.length - 1] = (el.textContent ?? '') + (el.querySelector('img') ? '[logo]' : '');
      shown = !!el;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  await page.goto('/how-it-works');
  await waitForSplash(page);
  const texts = await page.evaluate(() => (window as unknown as { splashTexts: string[] }).splashTexts);
  expect(texts.length).toBeGreaterThan(0);
  for (const part of ['Farm Stand Finder', 'BETA', 'Connecting you with local farm stands', 'Loading fresh farm data...', '[logo]'])
    expect(texts[0]).toContain(part);
  await page.getByRole('link', { name: 'Browse stands' }).first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { splashTexts: string[] }).splashTexts.length)).toBeGreaterThan(1);
  await waitForSplash(page);
});

test('each route change records one first-party page view; no third-party script is loaded', async ({ page, baseURL }) => {
  const views: string[] = [];
  const foreign: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname === '/api/analytics/pageview' && req.method() === 'POST') views.push((req.postDataJSON() as { path: string }).path);
    if (req.resourceType() === 'script' && url.origin !== new URL(baseURL!).origin) foreign.push(req.url());
  });
  await page.goto('/how-it-works');
  await waitForSplash(page);
  await expect.poll(() => views).toEqual(['/how-it-works']);
  await page.getByRole('link', { name: 'Browse stands' }).first().click();
  await expect(page).toHaveURL(/\/browse$/);
  await expect.poll(() => views).toEqual(['/how-it-works', '/browse']);
  expect(foreign).toEqual([]);
});
