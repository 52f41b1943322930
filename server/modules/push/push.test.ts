import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { as, createTestApp, registerUser } from '../../test/helpers.js';

const { app, db } = await createTestApp();

const subscription = () => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/${crypto.randomUUID()}`,
  expirationTime: null,
  keys: { p256dh: crypto.randomBytes(65).toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') },
});

describe('push plumbing', () => {
  it('serves one VAPID public key, the same from every app instance (kept in the database)', async () => {
    const first = (await app.inject({ url: '/api/vapid-public-key' })).json().vapidPublicKey;
    expect(first).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const other = await createTestApp();
    expect((await other.app.inject({ url: '/api/vapid-public-key' })).json().vapidPublicKey).toBe(first);
  });

  it('uses VAPID keys from the environment when given', async () => {
    const { app: configured } = await createTestApp({ VAPID_PUBLIC_KEY: 'BPublicKeyFromEnv', VAPID_PRIVATE_KEY: 'private' });
    expect((await configured.inject({ url: '/api/vapid-public-key' })).json().vapidPublicKey).toBe('BPublicKeyFromEnv');
  });

  it('subscribe needs a session (401 with the SPEC wording)', async () => {
    const res = await as(app)({ method: 'POST', url: '/api/notifications/subscribe', payload: subscription() });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Authentication required. Please log in to enable notifications.');
  });

  it('stores one row per endpoint and unsubscribes only the caller’s own', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const sub = subscription();
    expect((await as(app, alice)({ method: 'POST', url: '/api/notifications/subscribe', payload: sub })).statusCode).toBe(201);
    expect((await as(app, alice)({ method: 'POST', url: '/api/notifications/subscribe', payload: sub })).statusCode).toBe(201);
    const count = async () =>
      (await db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM push_subscriptions WHERE endpoint = ${sub.endpoint}`)).rows[0].n;
    expect(await count()).toBe(1);
    await as(app, bob)({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { endpoint: sub.endpoint } });
    expect(await count()).toBe(1);
    await as(app, alice)({ method: 'POST', url: '/api/notifications/unsubscribe', payload: { endpoint: sub.endpoint } });
    expect(await count()).toBe(0);
  });

  it('validates subscriptions', async () => {
    const user = await registerUser(app);
    for (const payload of [
      {},
      { ...subscription(), endpoint: 'http://insecure.example.com/x' },
      { ...subscription(), keys: { p256dh: '<bad>', auth: 'x' } },
      { endpoint: 'https://x.example.com' },
    ]) {
      expect((await as(app, user)({ method: 'POST', url: '/api/notifications/subscribe', payload })).statusCode).toBe(400);
    }
  });
});
