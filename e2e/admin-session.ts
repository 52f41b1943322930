import crypto from 'node:crypto';
import { expect, request as playwrightRequest } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The e2e servers' admin (ADMIN_EMAIL) has two-step verification on from ADMIN_TOTP_SECRET (playwright.config.ts),
 * as every admin must. Each code works once (the server refuses a 30-second step it has seen), so each worker signs
 * in once per server and its tests share that session, signing in again only when a test has ended it.
 */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password' };
export const ADMIN_TOTP_SECRET = 'KRUGS4ZANBSWY3DPEB3W64TMMQQGC3TEEBTGC4TN';

const totp = new TOTP({ secret: Secret.fromBase32(ADMIN_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });
const sessions = new Map<string, string>();
const cookieValue = (headers: Array<{ name: string; value: string }>, name: string) =>
  headers
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.match(new RegExp(`^${name}=([^;]*)`))?.[1])
    .find((v) => v);

async function signInAsAdmin(baseURL: string): Promise<string> {
  const api = await playwrightRequest.newContext({ baseURL });
  try {
    const headers = { origin: baseURL, 'x-forwarded-for': `10.250.${crypto.randomInt(255)}.${crypto.randomInt(1, 255)}` };
    const login = await api.post('/api/login', { data: ADMIN, headers });
    expect(login.status(), await login.text()).toBe(200);
    expect((await login.json()).twoFactorRequired).toBe(true);
    // Another worker may have used this 30-second step's code a moment ago: then the next step's code is taken.
    for (let attempt = 0; attempt < 3; attempt++) {
      const verify = await api.post('/api/login/verify-2fa', { data: { code: totp.generate() }, headers });
      if (verify.ok()) return cookieValue(verify.headersArray(), 'fsf_session')!;
      expect(verify.status(), await verify.text()).toBe(400);
      await expect.poll(() => totp.counter(), { timeout: 35_000, intervals: [500] }).toBeGreaterThan(totp.counter());
    }
    throw new Error('the admin’s second factor was refused three times');
  } finally {
    await api.dispose();
  }
}

/** The admin's session cookie value on this server: the worker's shared one while it still works. */
export async function adminSessionCookie(baseURL: string): Promise<string> {
  const known = sessions.get(baseURL);
  if (known) {
    const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { cookie: `fsf_session=${known}` } });
    const alive = (await api.get('/api/user')).ok();
    await api.dispose();
    if (alive) return known;
  }
  const fresh = await signInAsAdmin(baseURL);
  sessions.set(baseURL, fresh);
  return fresh;
}

/** Headers for API calls as the admin (an APIRequestContext of its own, or any request). */
export const adminHeaders = async (baseURL: string) => ({ origin: baseURL, cookie: `fsf_session=${await adminSessionCookie(baseURL)}` });
