import 'fake-indexeddb/auto';
import crypto from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favorites, idempotencyKeys, messages, standSales, visits } from '../../../server/db/schema/index.js';
import { createListing } from '../../../server/modules/farms/test-fixtures.js';
import { requestFingerprint } from '../../../server/plugins/idempotency.js';
import { createTestApp, ORIGIN, registerUser, type TestUser } from '../../../server/test/helpers.js';
import { offlineDb } from './db';
import { anonymousOutboxItems, flushAnonymousOutbox, flushOutbox, newOutboxItem, outboxItems, outboxRequest } from './outbox';
import { forgetUser } from './owner';

// The phone's outbox (client/lib/offline) against the real API on a real port. Node has what a worker has (fetch,
// Request, IndexedDB through fake-indexeddb) but no cookie jar and no page origin: the stand-in below adds what a
// browser adds to a same-origin request, the session cookie and the Origin header.
const { app, db } = await createTestApp();
let base = '';
let shopper: TestUser;
let farm: { id: number };
const realFetch = globalThis.fetch;
/** The session the phone's cookie holds, when it is not the shopper's (someone else signed in on it). */
let otherSession: string | null = null;

beforeAll(async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  (globalThis as { self?: unknown }).self = { location: { origin: base } };
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    const headers = new Headers(request.headers);
    headers.set('cookie', otherSession ?? shopper.cookie);
    headers.set('origin', ORIGIN);
    return realFetch(new Request(request, { headers }));
  };
  shopper = await registerUser(app, 'consumer');
  farm = await createListing(app, await registerUser(app, 'farmer'), { name: 'Outbox Acres', lat: 41.927, lng: -74.0 });
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const visitCount = async () =>
  (
    await db
      .select({ n: count() })
      .from(visits)
      .where(and(eq(visits.userId, shopper.id), eq(visits.farmId, farm.id)))
  )[0].n;
const checkIn = () =>
  newOutboxItem(
    'check-in',
    { farmId: farm.id, lat: 41.927, lng: -74.0, unverified: false, at: new Date().toISOString() },
    'Check-in at Outbox Acres',
    shopper.id,
  );
const put = async (...items: ReturnType<typeof newOutboxItem>[]) => {
  const odb = await offlineDb();
  await odb.clear('outbox');
  for (const i of items) await odb.put('outbox', i);
};

describe('the outbox sends each action once', () => {
  it('sends, and an action whose first send reached the server (answer lost) is not done again', async () => {
    const lost = checkIn();
    // The first send reached the server; the phone never heard back, so the action is still in its outbox.
    expect((await fetch(outboxRequest(lost))).status).toBe(201);
    await put(lost);
    expect(await flushOutbox(shopper.id)).toBe('done');
    expect(await outboxItems(shopper.id)).toEqual([]);
    expect(await visitCount()).toBe(1);
    // A second sender (the worker's Background Sync) finds nothing left to send.
    expect(await flushOutbox(shopper.id)).toBe('done');
    expect(await visitCount()).toBe(1);
  });

  it('keeps a refused action as "not sent" with the reason, and goes on with the next', async () => {
    const toSelf = newOutboxItem('message', { peerId: shopper.id, body: 'Note to self' }, 'Message to me', shopper.id);
    const toFarm = newOutboxItem('favorite', { farmId: farm.id }, 'Save Outbox Acres to favorites', shopper.id);
    await put(toSelf, toFarm);
    expect(await flushOutbox(shopper.id)).toBe('done');
    const left = await outboxItems(shopper.id);
    expect(left).toEqual([expect.objectContaining({ id: toSelf.id, state: 'failed', error: 'You can’t send messages to yourself.' })]);
    expect((await db.select({ n: count() }).from(messages).where(eq(messages.senderId, shopper.id)))[0].n).toBe(0);
  });

  it('waits, keeping the action, while a send with the same key is still in flight elsewhere', async () => {
    const item = newOutboxItem('message', { peerId: crypto.randomUUID(), body: 'Still going?' }, 'Message', shopper.id);
    const { url, body } = { url: new URL(outboxRequest(item).url).pathname, body: { body: 'Still going?' } };
    await db.insert(idempotencyKeys).values({ userId: shopper.id, key: item.id, method: 'POST', path: url, bodyHash: requestFingerprint({}, body) });
    await put(item);
    expect(await flushOutbox(shopper.id)).toBe('retry-later');
    expect(await outboxItems(shopper.id)).toEqual([expect.objectContaining({ id: item.id, state: 'waiting' })]);
  });

  it('sends a favorite removed offline after the one saved offline, and a removal resent after a re-save undoes nothing', async () => {
    const isFavorite = async () =>
      (
        await db
          .select({ n: count() })
          .from(favorites)
          .where(and(eq(favorites.userId, shopper.id), eq(favorites.farmId, farm.id)))
      )[0].n === 1;
    const save = newOutboxItem('favorite', { farmId: farm.id }, 'Save Outbox Acres to favorites', shopper.id);
    const remove = newOutboxItem('unfavorite', { farmId: farm.id }, 'Remove Outbox Acres from favorites', shopper.id);
    // Made in the same millisecond, as a test can: still in the order they were made.
    expect(remove.createdAt > save.createdAt).toBe(true);
    await put(save, remove);
    expect(await flushOutbox(shopper.id)).toBe('done');
    expect(await outboxItems(shopper.id)).toEqual([]);
    expect(await isFavorite()).toBe(false);
    // Saved again later; the removal, whose answer the phone never heard, is sent again: answered, not done again.
    expect((await fetch(outboxRequest(newOutboxItem('favorite', { farmId: farm.id }, 'Save', shopper.id)))).status).toBe(201);
    const resent = await fetch(outboxRequest(remove));
    expect(resent.status).toBe(200);
    expect(resent.headers.get('idempotent-replayed')).toBe('true');
    expect(await isFavorite()).toBe(true);
  });

  it('sends only the signed-in user’s actions', async () => {
    const someoneElses = { ...checkIn(), userId: crypto.randomUUID() };
    await put(someoneElses);
    expect(await flushOutbox(shopper.id)).toBe('done');
    expect((await (await offlineDb()).getAll('outbox')).map((i) => i.id)).toEqual([someoneElses.id]);
  });

  it('keeps an action while another user’s session is on the phone, and sends it with its owner’s (issue 29)', async () => {
    // The shopper queued a favorite offline; their session ended (signed out elsewhere) and someone else signed in
    // on this phone before the page or the worker heard of it: both still send for the shopper.
    const other = await registerUser(app, 'consumer');
    const save = newOutboxItem('favorite', { farmId: farm.id }, 'Save Outbox Acres to favorites', shopper.id);
    await put(save);
    otherSession = other.cookie;
    try {
      expect(await flushOutbox(shopper.id)).toBe('done');
    } finally {
      otherSession = null;
    }
    const favoritesOf = async (userId: string) =>
      (await db.select({ farmId: favorites.farmId }).from(favorites).where(eq(favorites.userId, userId))).map((f) => f.farmId);
    expect(await favoritesOf(other.id)).toEqual([]);
    expect(await outboxItems(shopper.id)).toEqual([expect.objectContaining({ id: save.id, state: 'waiting' })]);

    // The shopper signed in again: it is sent, as theirs.
    expect(await flushOutbox(shopper.id)).toBe('done');
    expect(await outboxItems(shopper.id)).toEqual([]);
    expect(await favoritesOf(shopper.id)).toContain(farm.id);
    expect(await favoritesOf(other.id)).toEqual([]);
  });
});

describe('an honor-box sale made without an account (issue 33 point 3)', () => {
  it('is sent once whoever is signed in, with the key it was kept under, and survives a sign-out', async () => {
    const owner = await registerUser(app, 'farmer');
    const stand = await createListing(app, owner, {
      name: 'Outbox Honor Box',
      products: [{ name: 'Jam', category: 'preserves', available: true, priceCents: 500 }],
    });
    const signUrl = (await realFetch(`${base}/api/farms/${stand.id}/sign/info`, { headers: { cookie: owner.cookie, origin: ORIGIN } }).then((r) =>
      r.json(),
    )) as { url: string };
    const token = signUrl.url.split('/').at(-1)!;
    const sale = newOutboxItem(
      'stand-sale',
      { farmId: stand.id, token, items: [{ productId: stand.products[0].id, quantity: 2 }], method: 'cash', saidPaidCents: 1000 },
      'Sale at Outbox Honor Box',
      '',
    );
    await put(sale);
    // Not the signed-in user's: their list of waiting actions does not show it, and their flush leaves it.
    expect(await outboxItems(shopper.id)).toEqual([]);
    expect(await anonymousOutboxItems()).toHaveLength(1);
    // A sign-out on the phone keeps it: it is the stand's sale, not the user's. (Node has no Cache Storage to clear.)
    (globalThis as { caches?: unknown }).caches ??= { delete: async () => true };
    await forgetUser();
    expect(await anonymousOutboxItems()).toHaveLength(1);
    expect(await flushAnonymousOutbox()).toBe('done');
    expect(await anonymousOutboxItems()).toEqual([]);
    // Sent again (the worker's Background Sync with the same key): answered as a replay, recorded once.
    expect((await fetch(outboxRequest(sale))).headers.get('idempotent-replayed')).toBe('true');
    const rows = await db.select().from(standSales).where(eq(standSales.farmId, stand.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ idempotencyKey: sale.id, method: 'cash', saidPaidCents: 1000 });
  });
});
