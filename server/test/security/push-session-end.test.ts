import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions } from '../../db/schema/index.js';
import { notify } from '../../modules/notifications/notify.js';
import { as, createAdmin, createTestApp, ORIGIN, PASSWORD, registerUser, sessionCookie, type TestUser } from '../helpers.js';
import { startAppProcess } from '../processes.js';
import { startPushReceiver } from '../push-receiver.js';

const { app, db } = await createTestApp();
const receiver = await startPushReceiver();
afterAll(() => receiver.close());

/** Another device of the same account: a session of its own. */
async function signInAgain(user: TestUser, from: string): Promise<TestUser> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { origin: ORIGIN },
    remoteAddress: from,
    payload: { email: user.email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ...user, cookie: sessionCookie(res) };
}
/** The device turns push on: its subscription's row id. */
async function subscribe(device: TestUser) {
  const sub = receiver.subscribe();
  const res = await as(
    app,
    device,
  )({ method: 'POST', url: '/api/notifications/subscribe', payload: { endpoint: sub.endpoint, expirationTime: null, keys: sub.keys } });
  expect(res.statusCode, res.body).toBe(201);
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint));
  return row.id;
}
const subscriptionsOf = async (userId: string) =>
  (await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map((r) => r.id);
/** A private message arrives: which subscriptions a push.send job was queued for. */
async function pushedTo(userId: string) {
  const ref = `probe-${Math.random()}`;
  await notify(db, { userId, type: 'message', title: 'New message from Eve', body: 'The safe code is 4711', url: '/messages', data: { key: ref } });
  const queued = await db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.kind, 'push.send'), sql`${jobs.payload}->>'tag' = ${`message:${ref}`}`));
  return queued.map((j) => (j.payload as { subscriptionId: string }).subscriptionId);
}

/**
 * Issue 29 point 2: after "sign out everywhere", a password change or reset, or a suspension, a device that held a
 * revoked session kept receiving every message by push. A subscription is bound to the session that made it.
 */
describe('a push subscription ends with the session that made it', () => {
  it('"sign out everywhere" in another process removes the stolen device’s subscription, and no push goes to it', async () => {
    const owner = await registerUser(app);
    const stolen = await signInAgain(owner, '10.201.0.1');
    const stolenSub = await subscribe(stolen);
    expect(await pushedTo(owner.id)).toEqual([stolenSub]);

    const other = await startAppProcess();
    const res = await fetch(`${other.url}/api/account/sessions/end-all`, { method: 'POST', headers: { origin: ORIGIN, cookie: owner.cookie } });
    expect(res.status).toBe(200);

    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect(await pushedTo(owner.id)).toEqual([]);
  });

  it('a password change keeps the changing device’s subscription and ends the others’', async () => {
    const owner = await registerUser(app);
    const mine = await subscribe(owner);
    const stolen = await subscribe(await signInAgain(owner, '10.202.0.1'));
    const res = await as(
      app,
      owner,
    )({ method: 'POST', url: '/api/account/password', payload: { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await subscriptionsOf(owner.id)).toEqual([mine]);
    expect(await pushedTo(owner.id)).toEqual([mine]);
    expect(stolen).not.toBe(mine);
  });

  it('signing out, and a suspension, end the subscriptions of those sessions', async () => {
    const owner = await registerUser(app);
    const laptop = await signInAgain(owner, '10.203.0.1');
    const [phoneSub, laptopSub] = [await subscribe(owner), await subscribe(laptop)];
    expect((await as(app, laptop)({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    expect(await subscriptionsOf(owner.id)).toEqual([phoneSub]);
    expect(laptopSub).not.toBe(phoneSub);

    const admin = await createAdmin(app, db);
    expect((await as(app, admin)({ method: 'PATCH', url: `/api/admin/users/${owner.id}`, payload: { suspended: true } })).statusCode).toBe(200);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
  });
});
