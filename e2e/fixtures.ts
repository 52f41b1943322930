import crypto from 'node:crypto';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const PASSWORD = 'e2e correct horse';
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
export const DEMO = { farmer: 'farmer@example.com', consumer: 'consumer@example.com', password: 'fresh-produce' };

const randomIp = () => `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
export const uniqueEmail = (prefix: string) => `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.com`;

/** Quiet overlays unless a test is about them: banner dismissed, sponsor "just shown", install card untouched. */
export async function quietOverlays(page: Page, { banner = false, sponsor = false } = {}) {
  await page.addInitScript(
    ({ banner, sponsor }) => {
      if (sessionStorage.getItem('e2e-init')) return; // only on the first load of this tab
      sessionStorage.setItem('e2e-init', '1');
      if (!banner) localStorage.setItem('fsf:newsletter-dismissed', '1');
      if (!sponsor) localStorage.setItem('fsf:sponsor-last-shown', String(Date.now()));
    },
    { banner, sponsor },
  );
}

/** Makes an account over the API (from its own forwarded address, so sign-up limits stay out of the way). */
export async function createUser(request: APIRequestContext, baseURL: string, userType: 'farmer' | 'consumer', opts: { onboarded?: boolean } = {}) {
  const email = uniqueEmail(userType);
  const headers = { origin: baseURL, 'x-forwarded-for': randomIp() };
  const res = await request.post(`${baseURL}/api/register`, { data: { email, password: PASSWORD, firstName: userType === 'farmer' ? 'Fern' : 'Casey', userType }, headers });
  expect(res.status(), await res.text()).toBe(201);
  if (opts.onboarded !== false) expect((await request.post(`${baseURL}/api/user/complete-onboarding`, { data: {}, headers })).ok()).toBe(true);
  return { email, password: PASSWORD };
}

/** Signs in through the API in the page's own cookie jar. */
export async function signIn(page: Page, email: string, password: string) {
  const baseURL = new URL(page.url() === 'about:blank' ? 'http://localhost:5180' : page.url()).origin;
  const res = await page.request.post('/api/login', { data: { email, password }, headers: { origin: baseURL, 'x-forwarded-for': randomIp() } });
  expect(res.status(), await res.text()).toBe(200);
}

/** Waits until the navigation splash is gone so the page underneath can be used. */
export async function waitForSplash(page: Page) {
  await expect(page.getByTestId('splash')).toHaveCount(0, { timeout: 10_000 });
}

export const test = base.extend<{ quiet: void }>({
  quiet: [
    async ({ page }, use) => {
      await quietOverlays(page);
      await use();
    },
    { auto: false },
  ],
});
export { expect };
