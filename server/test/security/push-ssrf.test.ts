import crypto from 'node:crypto';
import type dns from 'node:dns';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '../../db/schema/index.js';
import { PermanentJobError } from '../../lib/jobs/index.js';
import { outboundProblem } from '../../lib/outbound.js';
import { pushPolicy } from '../../modules/push/push.policy.js';
import { sendPushJob, type PushJob } from '../../modules/push/push.send.js';
import { loadVapidKeys } from '../../modules/push/vapid.js';
import { as, createTestApp, registerUser, sessionIdOf, type TestUser } from '../helpers.js';
import { startPushReceiver } from '../push-receiver.js';

// As in production: no loopback allowance. `localhost` is put on the allow-list to prove that a listed name
// resolving to a private address is still refused (the system resolver answers 127.0.0.1 for it).
const { app, db, config } = await createTestApp({ PUSH_ALLOW_LOOPBACK: '0', PUSH_ALLOWED_HOSTS: 'localhost,push.example.org' });
const receiver = await startPushReceiver();
afterAll(() => receiver.close());

const keys = () => ({ p256dh: crypto.randomBytes(65).toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') });
const subscribe = (user: TestUser, endpoint: string) =>
  as(app, user)({ method: 'POST', url: '/api/notifications/subscribe', payload: { endpoint, expirationTime: null, keys: keys() } });
const rowsOf = (userId: string) => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const job = (subscriptionId: string): PushJob => ({ subscriptionId, title: 'Hi', body: 'Corn is in', url: '/', tag: 't', ttlSeconds: 60, urgency: 'normal' });
const ctx = { jobId: 1, attempt: 1, kind: 'push.send', db };

describe('push endpoints cannot reach the server’s own network (SSRF)', () => {
  it.each([
    'https://127.0.0.1:9443/push/x',
    'https://10.1.2.3/push/x',
    'https://192.168.0.10/push/x',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/push/x',
    'https://[::ffff:10.0.0.1]/push/x',
    'https://[fd00:ec2::254]/push/x',
  ])('refuses %s at subscribe time with a 400 that says why', async (endpoint) => {
    const user = await registerUser(app);
    const res = await subscribe(user, endpoint);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.endpoint).toMatch(/private or reserved network/);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses a name that resolves to a private address, even when the name is allowed', async () => {
    const user = await registerUser(app);
    const res = await subscribe(user, 'https://localhost/push/x');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/localhost resolves to a private or reserved address/);
  });

  it('refuses hosts that are not known push services, and accepts the browsers’ own', async () => {
    const user = await registerUser(app);
    const other = await subscribe(user, 'https://attacker.example.com/hook');
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toMatch(/attacker\.example\.com is not a known push service/);
    expect((await subscribe(user, `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`)).statusCode).toBe(201);
    expect((await subscribe(user, `https://updates.push.services.mozilla.com/wpush/v2/${crypto.randomUUID()}`)).statusCode).toBe(201);
    expect((await subscribe(user, `https://push.example.org/send/${crypto.randomUUID()}`)).statusCode).toBe(201);
  });

  it('refuses another port of an allowed host: push services answer on 443', async () => {
    const user = await registerUser(app);
    for (const port of [22, 8443, 80]) {
      const res = await subscribe(user, `https://fcm.googleapis.com:${port}/fcm/send/${crypto.randomUUID()}`);
      expect(res.statusCode, String(port)).toBe(400);
      expect(res.json().fields.endpoint).toBe(`Port ${port} cannot be used: only https’s own port, 443.`);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect((await subscribe(user, `https://fcm.googleapis.com:443/fcm/send/${crypto.randomUUID()}`)).statusCode).toBe(201);
  });

  it('keeps at most 10 subscriptions per user, dropping the oldest', async () => {
    const user = await registerUser(app);
    const endpoints = Array.from({ length: 12 }, () => `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`);
    for (const endpoint of endpoints) expect((await subscribe(user, endpoint)).statusCode).toBe(201);
    const kept = (await rowsOf(user.id)).map((r) => r.endpoint).sort();
    expect(kept).toEqual(endpoints.slice(2).sort());
  });

  it('never moves another user’s subscription to the caller', async () => {
    const [owner, attacker] = [await registerUser(app), await registerUser(app)];
    const endpoint = `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`;
    expect((await subscribe(owner, endpoint)).statusCode).toBe(201);
    const res = await subscribe(attacker, endpoint);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/another account/);
    expect((await rowsOf(owner.id)).map((r) => r.endpoint)).toEqual([endpoint]);
    expect(await rowsOf(attacker.id)).toHaveLength(0);
  });

  it('never connects to a private address stored before endpoints were checked, and does not retry', async () => {
    const user = await registerUser(app);
    const sub = receiver.subscribe();
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userId: user.id, sessionId: sessionIdOf(user), endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .returning();
    const send = sendPushJob({ db, vapid: () => loadVapidKeys(db, config), subject: 'mailto:t@example.com', policy: pushPolicy(config), tls: receiver.tls });
    await expect(send(job(row.id), ctx)).rejects.toBeInstanceOf(PermanentJobError);
    expect(receiver.received.filter((r) => r.endpointId === sub.id)).toEqual([]);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('checks the address the socket connects to: a name that rebinds to loopback after the check is refused', async () => {
    // No DNS server we control runs here: the resolver is swapped for one that answers as a rebinding server
    // would, a public address for the subscribe-time check and then 127.0.0.1 (where the receiver listens).
    let answers = 0;
    const rebinding = ((_host: string, _opts: unknown, cb: (err: null, list: dns.LookupAddress[]) => void) =>
      cb(null, [{ address: answers++ === 0 ? '93.184.215.14' : '127.0.0.1', family: 4 }])) as unknown as typeof dns.lookup;
    const user = await registerUser(app);
    const sub = receiver.subscribe();
    const policy = { ...pushPolicy(config, rebinding), allowedHosts: ['push.rebind.example'], ports: [Number(new URL(sub.endpoint).port)] };
    const endpoint = sub.endpoint.replace('127.0.0.1', 'push.rebind.example');
    expect(await outboundProblem(endpoint, policy)).toBeNull(); // what subscribe saw: a public address
    const [row] = await db
      .insert(pushSubscriptions)
      .values({ userId: user.id, sessionId: sessionIdOf(user), endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .returning();
    // The receiver's certificate names 127.0.0.1: accept it for the rebound name, so only the address guard can stop the push.
    const tls = { ...receiver.tls, checkServerIdentity: () => undefined };
    const send = sendPushJob({ db, vapid: () => loadVapidKeys(db, config), subject: 'mailto:t@example.com', policy, tls });
    await expect(send(job(row.id), ctx)).rejects.toThrow(/127\.0\.0\.1 is not a public address/);
    expect(receiver.received.filter((r) => r.endpointId === sub.id)).toEqual([]);

    // The same push with loopback allowed (as the test setup does) arrives: the refusal above was the guard's.
    const [again] = await db
      .insert(pushSubscriptions)
      .values({ userId: user.id, sessionId: sessionIdOf(user), endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .returning();
    const allowed = sendPushJob({
      db,
      vapid: () => loadVapidKeys(db, config),
      subject: 'mailto:t@example.com',
      policy: { ...policy, allowLoopback: true },
      tls,
    });
    await allowed(job(again.id), ctx);
    expect(receiver.received.filter((r) => r.endpointId === sub.id)).toHaveLength(1);
  });
});
