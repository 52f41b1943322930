import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountTokens, users } from '../../db/schema/index.js';
import { as, createTestApp, ORIGIN, PASSWORD, registerUser, uniqueEmail } from '../../test/helpers.js';
import { emailFlows } from './email-flows.service.js';
import { lastLink, queuedEmails } from './test-mail.js';

const { app, db, config } = await createTestApp();
const NEW_PASSWORD = 'a brand new passphrase';
const post = (url: string, payload: object, ip = '198.51.100.20') =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload, remoteAddress: ip });
const me = async (cookie: string) => (await app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();

describe('email verification', () => {
  it('registration emails a link; the link verifies the address once', async () => {
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    expect((await me(user.cookie)).emailVerified).toBe(false);
    const { url, token } = await lastLink(db, user.email, 'verify-email');
    expect(url.startsWith(`${ORIGIN}/verify-email?token=`)).toBe(true);
    const [stored] = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(stored.id).not.toContain(token); // only the hash is kept

    const res = await post('/api/verify-email', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ verified: true, email: user.email });
    expect((await me(user.cookie)).emailVerified).toBe(true);
    const again = await post('/api/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('refuses an expired, forged or malformed token', async () => {
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    const { token } = await lastLink(db, user.email, 'verify-email');
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));
    expect((await post('/api/verify-email', { token })).statusCode).toBe(400);
    expect((await post('/api/verify-email', { token: 'A'.repeat(43) })).statusCode).toBe(400);
    expect((await post('/api/verify-email', { token: 42 })).statusCode).toBe(400);
  });

  it('resends (a new link replaces the old one), limited per account, and not once verified', async () => {
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    const first = await lastLink(db, user.email, 'verify-email');
    const resend = () => as(app, user)({ method: 'POST', url: '/api/verify-email/resend' });
    expect((await resend()).statusCode).toBe(202);
    const second = await lastLink(db, user.email, 'verify-email');
    expect(second.token).not.toBe(first.token);
    expect((await post('/api/verify-email', { token: first.token })).statusCode).toBe(400);
    expect((await resend()).statusCode).toBe(202);
    expect((await resend()).statusCode).toBe(202);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post('/api/verify-email', { token: (await lastLink(db, user.email, 'verify-email')).token })).statusCode).toBe(200);
    expect((await as(app, null)({ method: 'POST', url: '/api/verify-email/resend' })).statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  const flows = emailFlows(db, config);
  /** Runs the queued reset job the way the job runner would. */
  async function runResetJobs(email: string) {
    const { rows } = await db.execute<{ id: number; payload: { email: string } }>(
      sql`UPDATE jobs SET status = 'done' WHERE kind = 'accounts.password-reset' AND status = 'queued' AND payload->>'email' = ${email} RETURNING id, payload`,
    );
    for (const row of rows) await flows.sendResetLink(row.payload);
    return rows.length;
  }

  it('answers the same for an unknown address, and only a real account gets an email', async () => {
    const user = await registerUser(app);
    const nobody = uniqueEmail('nobody');
    const known = await post('/api/password/forgot', { email: user.email }, '198.51.100.31');
    const unknown = await post('/api/password/forgot', { email: nobody }, '198.51.100.32');
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.body).toBe(unknown.body);
    expect(await runResetJobs(user.email)).toBe(1);
    expect(await runResetJobs(nobody)).toBe(1);
    expect((await queuedEmails(db, user.email)).some((m) => m.template === 'reset-password')).toBe(true);
    expect(await queuedEmails(db, nobody)).toEqual([]);
  });

  it('resets once within the hour, signs out every session, and the old password stops working', async () => {
    const user = await registerUser(app);
    await post('/api/password/forgot', { email: user.email.toUpperCase() });
    await runResetJobs(user.email);
    const { url, token } = await lastLink(db, user.email, 'reset-password');
    expect(url.startsWith(`${ORIGIN}/reset-password?token=`)).toBe(true);
    const [stored] = await db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.purpose, 'reset-password'), eq(accountTokens.userId, user.id)));
    expect(Math.abs(stored.expiresAt.getTime() - stored.createdAt.getTime() - 3600_000)).toBeLessThan(5_000);

    expect((await post('/api/password/reset', { token, password: 'short' })).json().fields.password).toBeTruthy();
    const res = await post('/api/password/reset', { token, password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user', headers: { cookie: user.cookie } })).statusCode).toBe(401);
    expect((await post('/api/password/reset', { token, password: 'another new passphrase' })).statusCode).toBe(400);
    expect((await post('/api/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await queuedEmails(db, user.email)).some((m) => m.subject.includes('your password was reset'))).toBe(true);
  });

  it('refuses a link older than an hour', async () => {
    const user = await registerUser(app);
    await flows.sendResetLink({ email: user.email });
    const { token } = await lastLink(db, user.email, 'reset-password');
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));
    expect((await post('/api/password/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('limits requests per address and per network with 429', async () => {
    const email = uniqueEmail('limited');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/api/password/forgot', { email }, '198.51.120.40')).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    // from other networks (each its own /24) too, up to the address's own limit (the owner's usual networks excepted: login-lockout.test.ts)
    const elsewhere = [];
    for (let i = 0; i < 4; i++) elsewhere.push((await post('/api/password/forgot', { email }, `198.51.${121 + i}.41`)).statusCode);
    expect(elsewhere).toEqual([202, 202, 202, 429]);
    const ipStatuses = [];
    for (let i = 0; i < 11; i++) ipStatuses.push((await post('/api/password/forgot', { email: uniqueEmail('ip') }, '198.51.125.99')).statusCode);
    expect(ipStatuses.at(-1)).toBe(429);
  });
});

describe('suspended and deleted accounts get no reset link', () => {
  it('sends nothing to a suspended account', async () => {
    const user = await registerUser(app);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    await emailFlows(db, config).sendResetLink({ email: user.email });
    expect((await queuedEmails(db, user.email)).filter((m) => m.template === 'reset-password')).toEqual([]);
  });
});
