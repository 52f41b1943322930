import { describe, expect, it } from 'vitest';
import { emailFlows } from '../../modules/accounts/email-flows.service.js';
import { lastLink } from '../../modules/accounts/test-mail.js';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser, uniqueEmail } from '../helpers.js';

/**
 * Issue 29.7: links emailed before a credential changed kept working after it. Someone who read the mailbox once
 * (or the log) could reset a password its owner had just changed, or take the address back with an old
 * new-address link. A password change, a reset and an email change now revoke every pending link of the account.
 */
const { app, db, config } = await createTestApp();
const flows = emailFlows(db, config);
let n = 0;
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload, remoteAddress: `10.29.${++n}.7` });
const LINK_GONE = /expired or was already used/;

describe('a credential change revokes the links emailed before it', () => {
  it('a password change revokes a pending reset link and a pending new-address link', async () => {
    const user = await registerUser(app);
    await flows.sendResetLink({ email: user.email });
    const reset = await lastLink(db, user.email, 'reset-password');
    const newEmail = uniqueEmail('moved');
    expect(
      (await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email: newEmail, currentPassword: PASSWORD } })).statusCode,
    ).toBeLessThan(300);
    const change = await lastLink(db, newEmail, 'confirm-new-email');

    const changed = await as(
      app,
      user,
    )({ method: 'POST', url: '/api/account/password', payload: { currentPassword: PASSWORD, newPassword: 'a changed passphrase' } });
    expect(changed.statusCode, changed.body).toBe(200);

    const replay = await post('/api/password/reset', { token: reset.token, password: 'the attacker’s passphrase' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(LINK_GONE);
    expect((await post('/api/verify-email', { token: change.token })).statusCode).toBe(400);
    expect((await post('/api/login', { email: user.email, password: 'a changed passphrase' })).statusCode).toBe(200);
  });

  it('an email change revokes a reset link sent to the old address, and a reset revokes a pending new-address link', async () => {
    const user = await registerUser(app);
    await flows.sendResetLink({ email: user.email });
    const oldReset = await lastLink(db, user.email, 'reset-password');
    const newEmail = uniqueEmail('moved');
    await as(app, user)({ method: 'POST', url: '/api/account/email', payload: { email: newEmail, currentPassword: PASSWORD } });
    const { token } = await lastLink(db, newEmail, 'confirm-new-email');
    expect((await post('/api/verify-email', { token })).statusCode).toBe(200);
    expect((await post('/api/password/reset', { token: oldReset.token, password: 'the attacker’s passphrase' })).statusCode).toBe(400);

    const other = await registerUser(app);
    const elsewhere = uniqueEmail('elsewhere');
    await as(app, other)({ method: 'POST', url: '/api/account/email', payload: { email: elsewhere, currentPassword: PASSWORD } });
    const pending = await lastLink(db, elsewhere, 'confirm-new-email');
    await flows.sendResetLink({ email: other.email });
    const reset = await lastLink(db, other.email, 'reset-password');
    expect((await post('/api/password/reset', { token: reset.token, password: 'a reset passphrase' })).statusCode).toBe(200);
    expect((await post('/api/verify-email', { token: pending.token })).statusCode).toBe(400);
  });
});
