import { describe, expect, it } from 'vitest';
import { securityNotices } from '../../modules/accounts/test-mail.js';
import { createTestApp, ORIGIN, PASSWORD, registerUser } from '../helpers.js';

const { app, db } = await createTestApp();
let n = 0;
const register = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { origin: ORIGIN },
    remoteAddress: `10.99.${++n >> 8}.${n & 255}`,
    payload: { email, password: 'another long passphrase', firstName: 'Mallory', userType: 'consumer' },
  });
const noticesTo = (email: string) => securityNotices(db, email);

/**
 * docs/product.md makes registration answer the user and sign them in, so an address with an account keeps its 409 (see
 * docs/decisions/009-sign-in-abuse.md); what this guards: the owner is told, the answer holds nothing of the
 * account, and sign-ups stay limited per network.
 */
describe('registering an address that already has an account', () => {
  it('answers 409 without the account’s details, and tells the owner once a day however often it is tried', async () => {
    const owner = await registerUser(app);
    for (let i = 0; i < 3; i++) {
      const res = await register(owner.email);
      expect(res.statusCode).toBe(409);
      expect(Object.keys(res.json()).sort()).toEqual(['message', 'requestId']);
      expect(res.cookies.find((c) => c.name === 'fsf_session')).toBeUndefined();
    }
    expect(await noticesTo(owner.email)).toEqual(['Security notice: someone tried to create a new account with your email address']);
    // the owner's password still works: nothing was changed by the attempts
    const login = await app.inject({ method: 'POST', url: '/api/login', headers: { origin: ORIGIN }, payload: { email: owner.email, password: PASSWORD } });
    expect(login.statusCode).toBe(200);
  });

  it('is limited per network, so addresses cannot be tried in bulk', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register',
        headers: { origin: ORIGIN },
        remoteAddress: '10.98.0.1',
        payload: { email: `probe-${i}-${Date.now()}@example.com`, password: 'another long passphrase', firstName: 'Probe', userType: 'consumer' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
