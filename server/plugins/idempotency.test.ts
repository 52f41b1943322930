import crypto from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favorites, idempotencyKeys, messages, reviews, users, visits } from '../db/schema/index.js';
import { jobHandlers } from '../jobs.js';
import { IDEMPOTENCY_PURGE_JOB } from '../lib/idempotency/idempotency.repository.js';
import { requestFingerprint } from './idempotency.js';
import { createListing } from '../modules/farms/test-fixtures.js';
import { as, createTestApp, registerUser, type TestUser } from '../test/helpers.js';

const { app, db, config } = await createTestApp();
let farmer: TestUser;
let farm: { id: number; lat: number; lng: number };

beforeAll(async () => {
  farmer = await registerUser(app, 'farmer');
  farm = { ...(await createListing(app, farmer, { name: 'Idempotent Acres', lat: 41.927, lng: -74.0 })), lat: 41.927, lng: -74.0 };
});

const newKey = () => crypto.randomUUID();
const post = (user: TestUser, url: string, payload: object, key?: string) =>
  as(app, user)({ method: 'POST', url, payload, headers: key ? { 'idempotency-key': key } : {} });

interface Endpoint {
  url: () => string;
  body: object;
  otherBody: object;
  /** How many times the work was done for this user (rows the request creates). */
  done: (user: TestUser) => Promise<number>;
}

const rows = async (table: typeof visits | typeof favorites | typeof reviews, user: TestUser) =>
  (
    await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, user.id), eq(table.farmId, farm.id)))
  )[0].n;

// Each endpoint's second identical request would do something visible without the header: a second check-in or
// review is a 409, a second message is a second row, a second favorite answers the new count.
const endpoints: Record<string, Endpoint> = {
  'check-in': {
    url: () => `/api/farms/${farm.id}/visits`,
    body: { lat: 41.927, lng: -74.0 },
    otherBody: { lat: 41.928, lng: -74.0 },
    done: (u) => rows(visits, u),
  },
  favorite: {
    url: () => '/api/favorites',
    body: { farmId: 0 },
    otherBody: { farmId: 999_999_999 }, // a well-formed body (schemas are checked first), another listing
    done: (u) => rows(favorites, u),
  },
  review: {
    url: () => `/api/farms/${farm.id}/reviews`,
    body: { rating: 5, body: 'The best sweet corn on the road.' },
    otherBody: { rating: 4, body: 'The best sweet corn on the road.' },
    done: (u) => rows(reviews, u),
  },
  message: {
    url: () => `/api/messages/${farmer.id}`,
    body: { body: 'Do you have eggs this morning?' },
    otherBody: { body: 'Do you have eggs this afternoon?' },
    done: async (u) => (await db.select({ n: count() }).from(messages).where(eq(messages.senderId, u.id)))[0].n,
  },
};
const bodyOf = (e: Endpoint) => ('farmId' in e.body ? { farmId: farm.id } : e.body);

describe.each(Object.entries(endpoints))('Idempotency-Key on the %s endpoint', (_name, endpoint) => {
  it('answers a repeat with the first answer, without doing the work again', async () => {
    const user = await registerUser(app);
    const key = newKey();
    const first = await post(user, endpoint.url(), bodyOf(endpoint), key);
    expect(first.statusCode).toBe(201);
    // Someone else acts in between: had the work run again, the answer would differ (counts, a 409, a new id).
    await post(await registerUser(app), endpoint.url(), bodyOf(endpoint));
    const again = await post(user, endpoint.url(), { ...bodyOf(endpoint) }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await endpoint.done(user)).toBe(1);
  });

  it('refuses the same key with another body (422) and does nothing for it', async () => {
    const user = await registerUser(app);
    const key = newKey();
    expect((await post(user, endpoint.url(), bodyOf(endpoint), key)).statusCode).toBe(201);
    const other = await post(user, endpoint.url(), endpoint.otherBody, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/already used for a different request/);
    expect(await endpoint.done(user)).toBe(1);
  });

  it('does the work once for concurrent duplicates: the others get the answer or a 409 to retry', async () => {
    const user = await registerUser(app);
    const key = newKey();
    const answers = await Promise.all([0, 1, 2].map(() => post(user, endpoint.url(), bodyOf(endpoint), key)));
    const done = answers.filter((a) => a.statusCode === 201);
    const waiting = answers.filter((a) => a.statusCode === 409);
    expect(done.length + waiting.length).toBe(3);
    expect(done.length).toBeGreaterThanOrEqual(1);
    for (const a of done) expect(a.json()).toEqual(done[0].json());
    for (const a of waiting) {
      expect(a.json().message).toMatch(/still being processed/);
      expect(a.headers['retry-after']).toBe('1');
    }
    expect(await endpoint.done(user)).toBe(1);
    // The one who waited retries with the same key and gets the first answer.
    const retry = await post(user, endpoint.url(), bodyOf(endpoint), key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(done[0].json());
  });

  it("keeps each user's keys apart: another user's same key does their own work", async () => {
    const [a, b] = await Promise.all([registerUser(app), registerUser(app)]);
    const key = newKey();
    const first = await post(a, endpoint.url(), bodyOf(endpoint), key);
    const second = await post(b, endpoint.url(), bodyOf(endpoint), key);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await endpoint.done(a)).toBe(1);
    expect(await endpoint.done(b)).toBe(1);
  });
});

describe('Idempotency-Key rules', () => {
  const url = () => `/api/messages/${farmer.id}`;

  it('refuses a malformed key with a 400 before doing anything', async () => {
    const user = await registerUser(app);
    for (const key of ['short', 'x'.repeat(129), 'has space in it', 'émoji-key-123', '"unterminated-quote']) {
      const res = await post(user, url(), { body: 'Hello there' }, key);
      expect(res.statusCode, key).toBe(400);
      expect(res.json().fields).toEqual({ 'idempotency-key': 'Invalid key' });
    }
    const twice = await as(app, user)({ method: 'POST', url: url(), payload: { body: 'Hi' }, headers: { 'idempotency-key': [newKey(), newKey()] } });
    expect(twice.statusCode).toBe(400);
    expect(await endpoints.message.done(user)).toBe(0);
  });

  it('accepts the structured-field form of the draft ("…") as the same key as the bare one', async () => {
    const user = await registerUser(app);
    const key = newKey();
    expect((await post(user, url(), { body: 'Quoted key' }, `"${key}"`)).statusCode).toBe(201);
    expect((await post(user, url(), { body: 'Quoted key' }, key)).headers['idempotent-replayed']).toBe('true');
    expect(await endpoints.message.done(user)).toBe(1);
  });

  it('leaves routes that did not opt in alone, and still answers 401 to the signed out', async () => {
    const user = await registerUser(app);
    const key = newKey();
    const read = await as(app, user)({ method: 'POST', url: `/api/messages/${farmer.id}/read`, payload: { upTo: 1 }, headers: { 'idempotency-key': 'short' } });
    expect(read.statusCode).not.toBe(400);
    const signedOut = await as(app, null)({ method: 'POST', url: url(), payload: { body: 'Hi' }, headers: { 'idempotency-key': key } });
    expect(signedOut.statusCode).toBe(401);
    expect(await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('frees the key when the request fails, so a retry after the cause has passed does the work', async () => {
    const user = await registerUser(app, 'consumer', {}, { verified: false });
    const key = newKey();
    const refused = await post(user, url(), { body: 'Before confirming my address' }, key);
    expect(refused.statusCode).toBe(403);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const sent = await post(user, url(), { body: 'Before confirming my address' }, key);
    expect(sent.statusCode).toBe(201);
    expect(sent.headers['idempotent-replayed']).toBeUndefined();
    expect(await endpoints.message.done(user)).toBe(1);
  });

  it('takes over a key whose first request died in flight, once its lease has passed', async () => {
    const user = await registerUser(app);
    const key = newKey();
    const path = url();
    // A process that crashed mid-request leaves an in-flight row behind.
    const hash = requestFingerprint({}, { body: 'Crashed first' });
    await db.insert(idempotencyKeys).values({ userId: user.id, key, method: 'POST', path, bodyHash: hash, lockedAt: new Date(Date.now() - 5 * 60_000) });
    const res = await post(user, path, { body: 'Crashed first' }, key);
    expect(res.statusCode).toBe(201);
    expect(await endpoints.message.done(user)).toBe(1);
  });

  it('forgets keys after 24 hours: the purge job removes them and an old key is new again', async () => {
    const user = await registerUser(app);
    const key = newKey();
    expect((await post(user, url(), { body: 'Yesterday' }, key)).statusCode).toBe(201);
    await db.execute(sql`UPDATE idempotency_keys SET created_at = now() - interval '25 hours' WHERE key = ${key}`);
    const fresh = newKey();
    expect((await post(user, url(), { body: 'Today' }, fresh)).statusCode).toBe(201);
    await jobHandlers({ db, config })[IDEMPOTENCY_PURGE_JOB]({}, {} as never);
    const left = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.userId, user.id));
    expect(left.map((r) => r.key)).toEqual([fresh]);
    const again = await post(user, url(), { body: 'Yesterday' }, key);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(await endpoints.message.done(user)).toBe(3);
  });
});
