import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactor } from '../../db/schema/index.js';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser, sessionCookie, type TestUser } from '../../test/helpers.js';
import { totpCode } from './totp.js';

const { app, db } = await createTestApp();
const STEP = 30_000;

async function enable2fa(user: TestUser) {
  const setup = await as(app, user)({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } });
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl, qrSvg } = setup.json();
  const res = await as(app, user)({ method: 'POST', url: '/api/account/2fa/enable', payload: { password: PASSWORD, code: totpCode(secret, Date.now()) } });
  expect(res.statusCode, res.body).toBe(200);
  user.cookie = sessionCookie(res); // enabling rotates the session
  return { secret: secret as string, otpauthUrl: otpauthUrl as string, qrSvg: qrSvg as string, recoveryCodes: res.json().recoveryCodes as string[] };
}

const login = (user: TestUser, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { email: user.email, password }, remoteAddress: '198.51.100.7' });
const challengeCookie = (res: { cookies: Array<{ name: string; value: string }> }) => `fsf_2fa=${res.cookies.find((c) => c.name === 'fsf_2fa')!.value}`;
const verify = (cookie: string, code: string) =>
  app.inject({ method: 'POST', url: '/api/login/verify-2fa', headers: { origin: ORIGIN, cookie }, payload: { code } });

describe('two-factor setup', () => {
  it('gives a secret, an otpauth URL and a QR code; enabling needs a right code and answers ten recovery codes', async () => {
    const user = await registerUser(app);
    const setup = await as(app, user)({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } });
    const { secret, otpauthUrl, qrSvg } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/Farm%20Stand%20Finder:.*secret=${secret}`));
    expect(qrSvg).toMatch(/^<svg[^>]*>/);
    expect((await as(app, user)({ method: 'GET', url: '/api/account/2fa' })).json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const wrong = await as(
      app,
      user,
    )({
      method: 'POST',
      url: '/api/account/2fa/enable',
      payload: { password: PASSWORD, code: '000000' === totpCode(secret, Date.now()) ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.code).toBeTruthy();

    const ok = await as(app, user)({ method: 'POST', url: '/api/account/2fa/enable', payload: { password: PASSWORD, code: totpCode(secret, Date.now()) } });
    expect(ok.statusCode).toBe(200);
    const codes: string[] = ok.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // rotated: the old cookie is dead, the new one works
    expect((await as(app, user)({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    user.cookie = sessionCookie(ok);
    expect((await as(app, user)({ method: 'GET', url: '/api/account/2fa' })).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
  });

  it('stores the secret encrypted and the recovery codes hashed', async () => {
    const user = await registerUser(app);
    const { secret, recoveryCodes: codes } = await enable2fa(user);
    const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, user.id));
    expect(row.secret).not.toContain(secret);
    const stored = await db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.some((s) => s.codeHash.includes(c.replace('-', '')))).toBe(false);
  });

  it('refuses a second setup while enabled, and needs a session', async () => {
    const user = await registerUser(app);
    await enable2fa(user);
    expect((await as(app, user)({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } })).statusCode).toBe(409);
    expect((await as(app, null)({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } })).statusCode).toBe(401);
  });
});

describe('signing in with two-factor', () => {
  it('stops at a half-signed-in state that can do nothing but finish signing in', async () => {
    const user = await registerUser(app);
    const { secret } = await enable2fa(user);
    const res = await login(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null, twoFactorRequired: true });
    expect(res.cookies.find((c) => c.name === 'fsf_session')).toBeUndefined();
    const challenge = res.cookies.find((c) => c.name === 'fsf_2fa')!;
    expect(challenge.path).toBe('/api/login');
    expect(challenge.httpOnly).toBe(true);
    const cookie = challengeCookie(res);
    // the challenge cookie is no session anywhere else
    for (const [method, url] of [
      ['GET', '/api/user'],
      ['GET', '/api/account/2fa'],
      ['GET', '/api/farms/mine'],
      ['POST', '/api/account/2fa/setup'],
    ] as const) {
      expect((await app.inject({ method, url, headers: { origin: ORIGIN, cookie } })).statusCode, url).toBe(401);
    }
    expect((await app.inject({ method: 'GET', url: '/api/login/verify-2fa', headers: { cookie } })).json()).toEqual({ pending: true });

    const done = await verify(cookie, totpCode(secret, Date.now() + STEP));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().user.email).toBe(user.email);
    const me = await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: sessionCookie(done) } });
    expect(me.statusCode).toBe(200);
    // the challenge is spent
    expect((await verify(cookie, totpCode(secret, Date.now() + STEP))).statusCode).toBe(401);
  });

  it('never accepts the same code twice (replay), nor an older one', async () => {
    const user = await registerUser(app);
    const { secret } = await enable2fa(user);
    const code = totpCode(secret, Date.now() + STEP);
    const first = await verify(challengeCookie(await login(user)), code);
    expect(first.statusCode).toBe(200);
    const replay = await verify(challengeCookie(await login(user)), code);
    expect(replay.statusCode).toBe(400);
    // the code used to turn it on (the current step) is older than the last one used: refused too
    expect((await verify(challengeCookie(await login(user)), totpCode(secret, Date.now()))).statusCode).toBe(400);
  });

  it('accepts each recovery code once, in any case and spacing, and says how many are left', async () => {
    const user = await registerUser(app);
    const { recoveryCodes: codes } = await enable2fa(user);
    const res = await verify(challengeCookie(await login(user)), ` ${codes[3].toUpperCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ usedRecoveryCode: true, recoveryCodesLeft: 9 });
    expect((await verify(challengeCookie(await login(user)), codes[3])).statusCode).toBe(400);
    expect((await verify(challengeCookie(await login(user)), codes[4].replace('-', ''))).statusCode).toBe(200);
  });

  it('ends a challenge after five wrong codes, and limits wrong codes per account with 429', async () => {
    const user = await registerUser(app);
    const { secret } = await enable2fa(user);
    const cookie = challengeCookie(await login(user));
    const wrong = totpCode(secret, Date.now() + 10 * STEP);
    for (let i = 0; i < 5; i++) expect((await verify(cookie, wrong)).statusCode).toBe(400);
    // the challenge is dead: even the right code now needs the password again
    expect((await verify(cookie, totpCode(secret, Date.now() + STEP))).statusCode).toBe(401);
    const again = challengeCookie(await login(user));
    const limited = await verify(again, totpCode(secret, Date.now() + STEP));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('needs a challenge: a code alone signs nobody in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/login/verify-2fa', headers: { origin: ORIGIN }, payload: { code: '123456' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/sign-in has expired/);
  });
});

describe('turning two-factor off and new recovery codes', () => {
  it('needs the password and a code', async () => {
    const user = await registerUser(app);
    const { secret, recoveryCodes: codes } = await enable2fa(user);
    const off = (payload: object) => as(app, user)({ method: 'POST', url: '/api/account/2fa/disable', payload });
    expect((await off({ password: 'not my password', code: totpCode(secret, Date.now() + STEP) })).json().fields.password).toBeTruthy();
    expect((await off({ password: PASSWORD, code: '12345' })).statusCode).toBe(400);
    const regenerated = await as(app, user)({ method: 'POST', url: '/api/account/2fa/recovery-codes', payload: { password: PASSWORD } });
    expect(regenerated.json().recoveryCodes).toHaveLength(10);
    // the old codes died with the new ones
    expect((await off({ password: PASSWORD, code: codes[0] })).statusCode).toBe(400);
    const ok = await off({ password: PASSWORD, code: totpCode(secret, Date.now() + STEP) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    user.cookie = sessionCookie(ok);
    expect((await login(user)).json().user.email).toBe(user.email);
  });
});
