import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactor } from '../../db/schema/index.js';
import { securityNotices } from '../../modules/accounts/test-mail.js';
import { totpCode } from '../../modules/auth/totp.js';
import { as, createTestApp, PASSWORD, registerUser } from '../helpers.js';

const { app, db } = await createTestApp();
const noticesTo = (email: string) => securityNotices(db, email);

describe('two-step verification cannot be switched on with a stolen session cookie', () => {
  it('setup needs the current password', async () => {
    const victim = await registerUser(app);
    const thief = as(app, victim); // holds only the cookie
    for (const payload of [undefined, {}, { password: 'a guess at the password' }]) {
      const res = await thief({ method: 'POST', url: '/api/account/2fa/setup', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.password).toMatch(/current password/);
    }
    expect(await db.select().from(twoFactor).where(eq(twoFactor.userId, victim.id))).toEqual([]);
  });

  it('enable needs the current password too, and tells the owner by email when it is on', async () => {
    const user = await registerUser(app);
    const setup = await as(app, user)({ method: 'POST', url: '/api/account/2fa/setup', payload: { password: PASSWORD } });
    const { secret } = setup.json();
    const without = await as(app, user)({ method: 'POST', url: '/api/account/2fa/enable', payload: { code: totpCode(secret, Date.now()) } });
    expect(without.statusCode).toBe(400);
    expect(without.json().fields.password).toBeTruthy();
    const wrong = await as(
      app,
      user,
    )({ method: 'POST', url: '/api/account/2fa/enable', payload: { password: 'not it at all', code: totpCode(secret, Date.now()) } });
    expect(wrong.statusCode).toBe(400);
    expect((await as(app, user)({ url: '/api/account/2fa' })).json().enabled).toBe(false);
    expect(await noticesTo(user.email)).toEqual([]);

    const ok = await as(app, user)({ method: 'POST', url: '/api/account/2fa/enable', payload: { password: PASSWORD, code: totpCode(secret, Date.now()) } });
    expect(ok.statusCode).toBe(200);
    expect(await noticesTo(user.email)).toEqual(['Security notice: two-step verification was turned on']);
  });
});
