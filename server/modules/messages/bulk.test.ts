import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJobRunner } from '../../lib/jobs/index.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { settleEvents } from '../../test/events.js';
import { FANOUT_JOB, fanoutJob } from './fanout.js';
import { watchSeasonOpenings } from './season-watch.js';
import { farmerWithListing, follow, manyFollowers, send } from './test-fixtures.js';

const { app, db } = await createTestApp();
const register = (t: 'farmer' | 'consumer' = 'consumer') => registerUser(app, t);
const fanout = createJobRunner({ db, handlers: { [FANOUT_JOB]: fanoutJob(db) } });
const bulkUrl = (farmId: number) => `/api/farms/${farmId}/bulk-messages`;
const count = async (query: ReturnType<typeof sql>) => (await db.execute<{ n: number }>(query)).rows[0].n;

describe('bulk messages to followers', () => {
  it('reaches every follower in their thread and as a notification, marks products available, and skips muted and blocked followers', async () => {
    const { farmer, farm } = await farmerWithListing(app, register, 'Corn Crib');
    const corn = farm.products[0];
    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${corn.id}`, payload: { available: false } });
    const [fan, muter, blocker, stranger] = [await register(), await register(), await register(), await register()];
    for (const u of [fan, muter, blocker]) await follow(db, u, farm.id);
    expect((await as(app, muter)({ method: 'PUT', url: `/api/farms/${farm.id}/mute` })).json()).toEqual({ muted: true });
    expect((await as(app, muter)({ url: `/api/farms/${farm.id}/mute` })).json()).toEqual({ muted: true });
    await as(app, blocker)({ method: 'PUT', url: `/api/messages/${farmer.id}/block` });

    const res = await as(
      app,
      farmer,
    )({ method: 'POST', url: bulkUrl(farm.id), payload: { body: 'Sweet corn is in!\nPicked at dawn.', productIds: [corn.id] } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', recipientCount: 1, deliveredCount: 0 });
    const detail = (await as(app, stranger)({ url: `/api/farms/${farm.id}` })).json();
    expect(detail.products[0].available).toBe(true);
    // Queued, not yet delivered: the request did not do the fan-out.
    expect((await as(app, fan)({ url: '/api/messages' })).json().items).toEqual([]);

    await settleEvents(db);
    await fanout.drain();
    await settleEvents(db); // each message's recipient is told by the listener of `message.sent`
    const inbox = (await as(app, fan)({ url: '/api/messages' })).json();
    expect(inbox.items[0]).toMatchObject({
      peer: { id: farmer.id },
      unreadCount: 1,
      lastMessage: { body: 'Sweet corn is in!\nPicked at dawn.', bulk: { farmId: farm.id, farmName: 'Corn Crib' } },
    });
    const notes = (await as(app, fan)({ url: '/api/notifications' })).json();
    expect(notes.items[0]).toMatchObject({ type: 'bulk_message', title: 'Corn Crib: Sweet corn is in!', url: `/messages/${farmer.id}` });
    for (const u of [muter, blocker, stranger]) expect((await as(app, u)({ url: '/api/messages' })).json().items).toEqual([]);

    const history = (await as(app, farmer)({ url: bulkUrl(farm.id) })).json();
    expect(history).toMatchObject({
      followers: 1,
      sentToday: 1,
      limitPerDay: 3,
      limitReached: null,
      items: [{ status: 'sent', recipientCount: 1, deliveredCount: 1 }],
    });
    // A follower who received it may answer, and the farmer may answer back.
    expect((await send(app, fan, farmer, 'Save me a dozen!')).statusCode).toBe(201);
  });

  it('allows a few per listing per day, then answers 429 saying when the next one can go', async () => {
    const { farmer, farm } = await farmerWithListing(app, register, 'Berry Patch');
    for (let i = 1; i <= 3; i++)
      expect((await as(app, farmer)({ method: 'POST', url: bulkUrl(farm.id), payload: { body: `Update ${i}` } })).statusCode).toBe(202);
    const refused = await as(app, farmer)({ method: 'POST', url: bulkUrl(farm.id), payload: { body: 'Update 4' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Berry Patch has already sent 3 messages to its followers in the last 24 hours\. You can send the next one on \w+day at \d{1,2}:\d\d [AP]M\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(80_000);
    // The dialog can say so before the farmer writes anything: the list carries the same sentence.
    const list = (await as(app, farmer)({ url: bulkUrl(farm.id) })).json();
    expect(list).toMatchObject({ sentToday: 3, limitReached: refused.json().message });
  });

  it('is only for the listing’s own farmer, with a valid message and its own products', async () => {
    const { farmer, farm } = await farmerWithListing(app, register);
    const otherFarmer = await register('farmer');
    const consumer = await register();
    const post = (user: Parameters<typeof as>[1], payload: object, id = farm.id) => as(app, user)({ method: 'POST', url: bulkUrl(id), payload });
    expect((await post(null, { body: 'Hi' })).statusCode).toBe(401);
    expect((await post(consumer, { body: 'Hi' })).statusCode).toBe(403);
    expect((await post(otherFarmer, { body: 'Hi' })).statusCode).toBe(403);
    expect((await as(app, otherFarmer)({ url: bulkUrl(farm.id) })).statusCode).toBe(403);
    expect((await post(farmer, { body: 'Hi' }, 999_999_999)).statusCode).toBe(404);
    for (const payload of [{}, { body: '' }, { body: 'x'.repeat(1001) }, { body: 'Hi', productIds: ['nope'] }])
      expect((await post(farmer, payload)).statusCode).toBe(400);
    const foreign = await post(farmer, { body: 'Hi', productIds: ['00000000-0000-4000-8000-000000000000'] });
    expect(foreign.statusCode).toBe(400);
    expect(await count(sql`SELECT count(*)::int AS n FROM bulk_messages WHERE farm_id = ${farm.id}`)).toBe(0);
  });

  it(
    'queues the fan-out to thousands of followers and delivers each one exactly once, in batches',
    async () => {
      const { farmer, farm } = await farmerWithListing(app, register, 'Big Orchard');
      const followers = await manyFollowers(db, farm.id, 450);
      const res = await as(app, farmer)({ method: 'POST', url: bulkUrl(farm.id), payload: { body: 'Apple picking this weekend' } });
      expect(res.json()).toMatchObject({ status: 'queued', recipientCount: 450 });
      const bulkId = res.json().id;
      expect(await count(sql`SELECT count(*)::int AS n FROM messages WHERE bulk_message_id = ${bulkId}`)).toBe(0);

      await settleEvents(db);
      await fanout.drain();
      await settleEvents(db); // each message's recipient is told by the listener of `message.sent`
      expect(await count(sql`SELECT count(*)::int AS n FROM messages WHERE bulk_message_id = ${bulkId}`)).toBe(450);
      expect(
        await count(
          sql`SELECT count(DISTINCT c.id)::int AS n FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.bulk_message_id = ${bulkId}`,
        ),
      ).toBe(450);
      expect(
        await count(sql`SELECT count(*)::int AS n FROM notifications WHERE type = 'bulk_message' AND user_id = ANY(${sql.param(followers)}::uuid[])`),
      ).toBe(450);
      const [row] = (await db.execute<{ status: string; delivered_count: number }>(sql`SELECT status, delivered_count FROM bulk_messages WHERE id = ${bulkId}`))
        .rows;
      expect(row).toEqual({ status: 'sent', delivered_count: 450 });
      // Three batches of at most 200, each its own job.
      expect(await count(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'followers.fanout' AND payload->>'bulkId' = ${String(bulkId)}`)).toBe(3);
    },
    120_000 /* 450 messages, each told by five event and handler jobs on a shared machine */,
  );
});

describe('favorite listings', () => {
  it('tells followers when a product becomes available, once a day however often it is toggled', async () => {
    const { farmer, farm } = await farmerWithListing(app, register, 'Strawberry Fields');
    const fan = await register();
    await follow(db, fan, farm.id);
    const product = farm.products[0];
    const toggle = (available: boolean) => as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${product.id}`, payload: { available } });
    await toggle(false);
    await toggle(true);
    await toggle(false);
    await toggle(true);
    await settleEvents(db);
    await fanout.drain();
    const notes = (await as(app, fan)({ url: '/api/notifications' })).json();
    expect(notes.items).toHaveLength(1);
    expect(notes.items[0]).toMatchObject({ type: 'favorite_update', title: 'Strawberry Fields has Sweet corn', url: `/farm/${farm.id}` });
  });
});

describe('season openings', () => {
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
  const watch = (farmId: number, since: Date, lastOpen: Date | null) =>
    db.execute(sql`INSERT INTO listing_open_watch (farm_id, watched_since, last_open_at) VALUES (${farmId}, ${since.toISOString()}, ${lastOpen?.toISOString() ?? null})
                   ON CONFLICT (farm_id) DO UPDATE SET watched_since = excluded.watched_since, last_open_at = excluded.last_open_at`);

  it('tells followers when a stand opens after weeks closed, once; not after a short closure, nor when it was not watched', async () => {
    const open = { openingHours: 'Mo-Su 00:00-24:00' };
    const seasonal = await farmerWithListing(app, register, 'Pumpkin Patch');
    const weekly = await farmerWithListing(app, register, 'Everyday Eggs');
    const fresh = await farmerWithListing(app, register, 'New Stand');
    for (const { farmer, farm } of [seasonal, weekly, fresh]) await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: open });
    const fan = await register();
    for (const { farm } of [seasonal, weekly, fresh]) await follow(db, fan, farm.id);
    await watch(seasonal.farm.id, hoursAgo(24 * 200), hoursAgo(24 * 150));
    await watch(weekly.farm.id, hoursAgo(24 * 200), hoursAgo(24 * 3));

    expect(await watchSeasonOpenings(db)).toBeGreaterThanOrEqual(1);
    expect(await watchSeasonOpenings(db)).toBe(0);
    await settleEvents(db);
    await fanout.drain();
    const titles = (await as(app, fan)({ url: '/api/notifications' })).json().items.map((n: { title: string }) => n.title);
    expect(titles).toEqual(['Pumpkin Patch is open for the season']);
    // Now watched: the new stand has a row, and both watched stands were seen open now.
    const rows = (
      await db.execute<{ farm_id: number; seen: boolean }>(
        sql`SELECT farm_id, last_open_at > now() - interval '1 hour' AS seen FROM listing_open_watch WHERE farm_id IN (${seasonal.farm.id}, ${weekly.farm.id}, ${fresh.farm.id}) ORDER BY farm_id`,
      )
    ).rows;
    expect(rows.map((r) => [Number(r.farm_id), r.seen])).toEqual([
      [seasonal.farm.id, true],
      [weekly.farm.id, true],
      [fresh.farm.id, true],
    ]);
  });
});
