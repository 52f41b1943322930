import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { provisionConfiguredAdmin } from '../../modules/auth/admin-account.js';
import { newTotpSecret, totpCode } from '../../modules/auth/totp.js';
import { as, createAdmin, createTestApp, ORIGIN, PASSWORD, sessionCookie, TEST_ENV, uniqueEmail } from '../helpers.js';

const { app, db } = await createTestApp();
const NEEDS_2FA = 'Set up two-step verification to use the admin console.';

describe('admins must use two-step verification (ASVS level 2)', () => {
  it('an admin without it signs in, is refused by the admin console with a clear message, and gets in once it is on', async () => {
    const admin = await createAdmin(app, db, { secondFactor: false });
    expect((await as(app, admin)({ url: '/api/user' })).json().userType).toBe('admin');
    const refused = await as(app, admin)({ url: '/api/admin/users' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NEEDS_2FA);

    const setup = await as(app, admin)({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } });
    const enabled = await as(
      app,
      admin,
    )({
      method: 'POST',
      url: '/api/account/2fa/enable',
      payload: { password: PASSWORD, code: totpCode(setup.json().secret, Date.now()) },
    });
    expect(enabled.statusCode).toBe(200);
    const withSecondFactor = { ...admin, cookie: sessionCookie(enabled) };
    expect((await as(app, withSecondFactor)({ url: '/api/admin/users' })).statusCode).toBe(200);
  });

  it('ADMIN_TOTP_SECRET turns it on for the ADMIN_EMAIL admin on start: the password alone no longer signs in', async () => {
    const secret = newTotpSecret();
    const email = uniqueEmail('operator');
    const config = loadConfig({ ...TEST_ENV, ADMIN_EMAIL: email, ADMIN_PASSWORD: PASSWORD, ADMIN_TOTP_SECRET: secret });
    await provisionConfiguredAdmin(db, config);
    await provisionConfiguredAdmin(db, config); // a restart changes nothing
    const login = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { email, password: PASSWORD } });
    expect(login.json()).toEqual({ user: null, twoFactorRequired: true });
    const challenge = login.cookies.find((c) => c.name === 'fsf_2fa')!.value;
    const verified = await app.inject({
      method: 'POST',
      url: '/api/login/verify-2fa',
      headers: { origin: ORIGIN, cookie: `fsf_2fa=${challenge}` },
      payload: { code: totpCode(secret, Date.now()) },
    });
    expect(verified.statusCode).toBe(200);
    expect((await as(app, { id: '', email, cookie: sessionCookie(verified) })({ url: '/api/admin/overview' })).statusCode).toBe(200);
  });

  it('refuses an ADMIN_TOTP_SECRET that is not base32 or too short to be safe', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x', ADMIN_TOTP_SECRET: 'not-base32!' })).toThrow(/ADMIN_TOTP_SECRET/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.com', ADMIN_PASSWORD: 'x', ADMIN_TOTP_SECRET: 'JBSWY3DPEHPK3PXP' })).toThrow(/128 bits/);
  });

  it('a test admin made by the fixture has it on', async () => {
    const admin = await createAdmin(app, db);
    expect((await as(app, admin)({ url: '/api/account/2fa' })).json().enabled).toBe(true);
  });
});
