import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingConfirmations } from '../../../../server/db/schema/index.js';
import { createListing } from '../../../../server/modules/farms/test-fixtures.js';
import { as, createTestApp, ORIGIN, registerUser, type TestUser } from '../../../../server/test/helpers.js';
import { offlineDb } from '@/lib/offline/db';
import { flushOutbox, newOutboxItem, outboxItems, outboxRequest } from '@/lib/offline/outbox';

// "Was it open?" answered offline (docs/product.md §10): the endpoint honours an Idempotency-Key, and the phone's outbox
// sends a kept answer once. The outbox runs against the real API on a real port, as in client/lib/offline.
const { app, db } = await createTestApp();
let base = '';
let farmer: TestUser;
let signedIn: TestUser;
let farm: { id: number };
const realFetch = globalThis.fetch;
const AT_STAND = { lat: 41.9275, lng: -74.0 };

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  (globalThis as { self?: unknown }).self = { location: { origin: base } };
  // What a browser adds to a same-origin request: the session cookie and the Origin header.
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('cookie', signedIn.cookie);
    headers.set('origin', ORIGIN);
    return realFetch(new Request(request, { headers }));
  };
  farmer = await registerUser(app, 'farmer');
  farm = await createListing(app, farmer, { name: 'Answer Acres', lat: 41.927, lng: -74.0, openingHours: '24/7' });
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const answers = async (user: TestUser) =>
  (
    await db
      .select({ n: count() })
      .from(listingConfirmations)
      .where(and(eq(listingConfirmations.userId, user.id), eq(listingConfirmations.farmId, farm.id)))
  )[0].n;
const post = (user: TestUser, payload: object, key?: string) =>
  as(app, user)({ method: 'POST', url: `/api/farms/${farm.id}/confirmations`, payload, headers: key ? { 'idempotency-key': key } : {} });

describe('Idempotency-Key on "Was it open?"', () => {
  it('the same key and body answers the first answer again, and records one confirmation', async () => {
    const ann = await registerUser(app);
    const key = crypto.randomUUID();
    const first = await post(ann, { open: true, ...AT_STAND }, key);
    expect(first.statusCode).toBe(201);
    const again = await post(ann, { open: true, ...AT_STAND }, key);
    // Without the key the repeat would be a 200 that says `repeated: true`; with it, the first answer itself.
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await answers(ann)).toBe(1);
  });

  it('the same key with another body is refused with 422, and changes nothing', async () => {
    const bob = await registerUser(app);
    const key = crypto.randomUUID();
    expect((await post(bob, { open: true, ...AT_STAND }, key)).statusCode).toBe(201);
    const other = await post(bob, { open: false, ...AT_STAND }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toMatch(/Idempotency-Key was already used/);
    expect(await answers(bob)).toBe(1);
  });

  it('a malformed key is a 400; signed out is still a 401', async () => {
    const cat = await registerUser(app);
    expect((await post(cat, { open: true, ...AT_STAND }, 'bad key!')).statusCode).toBe(400);
    const anon = await as(
      app,
      null,
    )({
      method: 'POST',
      url: `/api/farms/${farm.id}/confirmations`,
      payload: { open: true, ...AT_STAND },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(anon.statusCode).toBe(401);
    expect(await answers(cat)).toBe(0);
  });
});

describe('an answer kept on the phone', () => {
  it('is sent once by the outbox, even when its first send reached the server unheard', async () => {
    signedIn = await registerUser(app);
    const item = newOutboxItem(
      'was-it-open',
      { farmId: farm.id, open: true, had: [], soldOut: [], ...AT_STAND, at: new Date().toISOString() },
      '“Was it open?” at Answer Acres',
      signedIn.id,
    );
    // The first send reached the server; the phone never heard back, so the answer is still in its outbox.
    expect((await fetch(outboxRequest(item))).status).toBe(201);
    const odb = await offlineDb();
    await odb.clear('outbox');
    await odb.put('outbox', item);
    expect(await flushOutbox(signedIn.id)).toBe('done');
    expect(await outboxItems(signedIn.id)).toEqual([]);
    // Another sender (the worker's Background Sync) finds nothing left.
    expect(await flushOutbox(signedIn.id)).toBe('done');
    expect(await answers(signedIn)).toBe(1);
  });
});
