import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_STREAMS_PER_USER } from '../../modules/live/live.hub.js';
import { as, createAdmin, createTestApp, PASSWORD, registerUser, sessionCookie, type TestUser } from '../helpers.js';
import { startAppProcess } from '../processes.js';
import { openSse } from '../sse-client.js';

const { app, db } = await createTestApp();
const small = await createTestApp({ LIVE_MAX_STREAMS: '3' });
const baseOf = async (a: typeof app) => {
  await a.listen({ port: 0, host: '127.0.0.1' });
  const address = a.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
};
let base = '';
let smallBase = '';
beforeAll(async () => {
  base = await baseOf(app);
  smallBase = await baseOf(small.app);
});
const streams: Array<{ close(): void }> = [];
afterAll(() => streams.forEach((s) => s.close()));
async function stream(user: TestUser, at = base) {
  const s = openSse(at, user.cookie);
  streams.push(s);
  expect(await s.opened).toBe(200);
  await s.waitFor((e) => e.event === 'ready');
  return s;
}
// The session's end reaches every process by NOTIFY at once; the fallback sweep runs only every 60 s, so a
// stream still open after a second was not ended by the session's end.
const PROMPTLY_MS = 1_000;

describe('a live stream ends with its session', () => {
  it('sign out everywhere ends the streams of every session, on this process and on another one', async () => {
    const user = await registerUser(app);
    const other = await startAppProcess();
    const here = await stream(user);
    const there = await stream(user, other.url);
    const res = await as(app, user)({ method: 'POST', url: '/api/account/sessions/end-all' });
    expect(res.statusCode).toBe(200);
    expect(await here.endsWithin(PROMPTLY_MS)).toBe(true);
    expect(await there.endsWithin(PROMPTLY_MS)).toBe(true);
    // and reconnecting with the old cookie is refused
    expect((await fetch(`${other.url}/api/events`, { headers: { cookie: user.cookie } })).status).toBe(401);
  });

  it('a password change ends the streams of the old sessions', async () => {
    const user = await registerUser(app);
    const before = await stream(user);
    const res = await as(
      app,
      user,
    )({ method: 'POST', url: '/api/account/password', payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' } });
    expect(res.statusCode).toBe(200);
    expect(await before.endsWithin(PROMPTLY_MS)).toBe(true);
    // the rotated session opens a new stream, which stays
    const after = await stream({ ...user, cookie: sessionCookie(res) });
    expect(await after.endsWithin(200)).toBe(false);
  });

  it('a suspension or a role change by an admin ends the user’s streams', async () => {
    const admin = await createAdmin(app, db);
    for (const change of [{ suspended: true }, { userType: 'farmer' }]) {
      const user = await registerUser(app);
      const open = await stream(user);
      const res = await as(app, admin)({ method: 'PATCH', url: `/api/admin/users/${user.id}`, payload: change });
      expect(res.statusCode, res.body).toBe(200);
      expect(await open.endsWithin(PROMPTLY_MS), JSON.stringify(change)).toBe(true);
    }
  });

  it('signing out ends that session’s stream only', async () => {
    const user = await registerUser(app);
    const second = await registerUserSession(user);
    const mine = await stream(user);
    const theirs = await stream(second);
    await as(app, user)({ method: 'POST', url: '/api/logout' });
    expect(await mine.endsWithin(PROMPTLY_MS)).toBe(true);
    expect(await theirs.endsWithin(200)).toBe(false);
  });
});

describe('open streams are capped', () => {
  it(`per user (${MAX_STREAMS_PER_USER}), with a 429 that says what to do`, async () => {
    const user = await registerUser(app);
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) await stream(user);
    const res = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie } });
    expect(res.status).toBe(429);
    expect(((await res.json()) as { message: string }).message).toMatch(/Close a few tabs/);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    // another user is not affected
    await stream(await registerUser(app));
  });

  it('per process (LIVE_MAX_STREAMS), and a closed stream frees its place', async () => {
    const users = await Promise.all([1, 2, 3, 4].map(() => registerUser(small.app)));
    const open = [];
    for (const u of users.slice(0, 3)) open.push(await stream(u, smallBase));
    const refused = await fetch(`${smallBase}/api/events`, { headers: { cookie: users[3].cookie } });
    expect(refused.status).toBe(429);
    open[0].close();
    await expect
      .poll(async () => {
        const s = openSse(smallBase, users[3].cookie);
        streams.push(s);
        const status = await s.opened;
        if (status !== 200) s.close();
        return status;
      })
      .toBe(200);
  });
});

/** A second session of the same account (another device). */
async function registerUserSession(user: TestUser): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: 'http://localhost:5000' },
    remoteAddress: '10.77.0.1',
    payload: { email: user.email, password: PASSWORD },
  });
  return { ...user, cookie: sessionCookie(res) };
}
