import { describe, expect, it } from 'vitest';
import { lastLink } from '../../modules/accounts/test-mail.js';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser, sessionCookie, uniqueEmail, type TestUser } from '../helpers.js';

const { app, db } = await createTestApp();
const signIn = async (user: TestUser): Promise<TestUser> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN },
    remoteAddress: '10.66.0.1',
    payload: { email: user.email, password: PASSWORD },
  });
  return { ...user, cookie: sessionCookie(res) };
};
const signedIn = async (user: TestUser) => (await as(app, user)({ url: '/api/user' })).statusCode === 200;

async function changeEmail(user: TestUser) {
  const email = uniqueEmail('moved');
  expect((await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email, currentPassword: PASSWORD } })).statusCode).toBe(202);
  return { email, token: (await lastLink(db, email, 'confirm-new-email')).token };
}

describe('an email change is a credential change', () => {
  it('opened in the account’s own session: that session gets a new id, every other one ends', async () => {
    const here = await registerUser(app);
    const elsewhere = await signIn(here);
    const { email, token } = await changeEmail(here);
    const res = await as(app, here)({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(res.json()).toEqual({ verified: true, email });
    const rotated = { ...here, cookie: sessionCookie(res) };
    expect(rotated.cookie).not.toBe(here.cookie);
    expect(await signedIn(rotated)).toBe(true);
    expect(await signedIn(here)).toBe(false);
    expect(await signedIn(elsewhere)).toBe(false);
  });

  it('opened anywhere else (another browser, signed out): every session of the account ends', async () => {
    const user = await registerUser(app);
    const second = await signIn(user);
    const { token } = await changeEmail(user);
    const res = await as(app, null)({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'fsf_session')).toBeUndefined();
    expect(await signedIn(user)).toBe(false);
    expect(await signedIn(second)).toBe(false);
  });
});
