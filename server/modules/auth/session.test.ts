import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/index.js';
import { as, createTestApp, registerUser, sessionCookie, uniqueEmail, PASSWORD } from '../../test/helpers.js';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './session.js';

const { app, db } = await createTestApp();
const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
const sessionCount = async (userId: string) => (await db.select().from(sessions).where(eq(sessions.userId, userId))).length;

describe('session lifetime', () => {
  it('ends after the idle limit without use, and the row is removed', async () => {
    const user = await registerUser(app);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('ends at the absolute limit however active it is', async () => {
    const user = await registerUser(app);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    const lifetime = row.expiresAt.getTime() - row.createdAt.getTime();
    expect(Math.abs(lifetime - SESSION_ABSOLUTE_MS)).toBeLessThan(5_000);
    await db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() })
      .where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('keeps an active session alive, and records use at most every few minutes', async () => {
    const user = await registerUser(app);
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(sessions.userId, user.id));
    await db
      .update(users)
      .set({ lastSeenAt: sql`now() - interval '1 day'` })
      .where(eq(users.id, user.id));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [row] = await db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
    // and the account's last visit, which outlives its sessions (Admin → Users)
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    expect(account.lastSeenAt).toEqual(row.lastSeenAt);
  });

  it('ends at once when the account is suspended', async () => {
    const user = await registerUser(app);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(0);
  });

  it('ignores a forged, overlong or unknown cookie', async () => {
    for (const value of ['x', 'a'.repeat(5000), '../../etc/passwd', "' OR 1=1 --"]) {
      expect((await me(`fsf_session=${encodeURIComponent(value)}`)).statusCode).toBe(401);
    }
  });
});

describe('session cookie', () => {
  it('is Secure when the site is served over https, HttpOnly and SameSite=Lax always', async () => {
    const https = await createTestApp({ APP_ORIGIN: 'https://farmstand.example' });
    const res = await https.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://farmstand.example' },
      payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'Sam', userType: 'consumer' },
    });
    expect(res.statusCode).toBe(201);
    // On https the name is __Host- prefixed (test/security/private-answers.test.ts).
    const cookie = res.cookies.find((c) => c.name === '__Host-fsf_session')!;
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    const plain = await registerUser(app);
    expect(plain.cookie).toBeTruthy();
    const local = await as(app)({
      method: 'POST',
      url: '/api/register',
      remoteAddress: '203.0.113.9',
      payload: { email: uniqueEmail(), password: PASSWORD, firstName: 'Sam', userType: 'consumer' },
    });
    expect(local.cookies.find((c) => c.name === 'fsf_session')!.secure).toBeFalsy();
    expect(sessionCookie(local)).toMatch(/^fsf_session=[\w-]{43}$/);
  });
});

describe('daily clean-up', () => {
  it('removes idle and expired sessions, keeps live ones', async () => {
    const { cleanUpAccounts } = await import('../accounts/cleanup.js');
    const idle = await registerUser(app);
    const live = await registerUser(app);
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 60_000) })
      .where(eq(sessions.userId, idle.id));
    await cleanUpAccounts(db);
    expect(await sessionCount(idle.id)).toBe(0);
    expect(await sessionCount(live.id)).toBe(1);
  });
});
