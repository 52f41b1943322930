import { beforeAll, describe, expect, it } from 'vitest';
import { settleEvents } from '../../test/events.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';

const { app, db } = await createTestApp();
let farmer: TestUser, consumer: TestUser, other: TestUser;
let near: { id: number }, far: { id: number }, draft: { id: number };

beforeAll(async () => {
  [farmer, consumer, other] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'consumer'), registerUser(app, 'consumer')]);
  near = await createListing(app, farmer, { name: 'Near Stand', lat: 41.93, lng: -74.0 });
  far = await createListing(app, farmer, { name: 'Far Stand', lat: 42.5, lng: -73.5 });
  draft = await createListing(app, farmer, { name: 'Draft Stand' }, false);
});

const count = async (id: number) => (await as(app, null)({ method: 'GET', url: `/api/farms/${id}` })).json().favoriteCount;

describe('favorites', () => {
  it('favorites once however often it is posted, and counts it on the listing', async () => {
    const first = await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload: { farmId: near.id } });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ farmId: near.id, favorited: true, favoriteCount: 1 });
    const again = await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload: { farmId: near.id } });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ favoriteCount: 1, earned: [] });
    expect(await count(near.id)).toBe(1);
  });

  it('keeps favorite_count right under concurrent favorites and unfavorites', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => registerUser(app, 'consumer')));
    await Promise.all(users.flatMap((u) => [0, 1].map(() => as(app, u)({ method: 'POST', url: '/api/favorites', payload: { farmId: far.id } }))));
    expect(await count(far.id)).toBe(6);
    await Promise.all(users.slice(0, 3).flatMap((u) => [0, 1].map(() => as(app, u)({ method: 'DELETE', url: `/api/favorites/${far.id}` }))));
    expect(await count(far.id)).toBe(3);
  });

  it('lists favorites with open state, nearest first when a location is known', async () => {
    await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload: { farmId: far.id } });
    const list = await as(app, consumer)({ method: 'GET', url: '/api/favorites?near=41.9,-74.0' });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items.map((i: { farm: { id: number } }) => i.farm.id)).toEqual([near.id, far.id]);
    expect(items[0].farm.open.status).toMatch(/open|closed/);
    expect(items[0].farm.distance).toBeGreaterThan(0);
    const farFirst = await as(app, consumer)({ method: 'GET', url: '/api/favorites?near=42.5,-73.5&limit=1' });
    expect(farFirst.json().items[0].farm.id).toBe(far.id);
    const next = await as(app, consumer)({ method: 'GET', url: `/api/favorites?near=42.5,-73.5&limit=1&cursor=${farFirst.json().nextCursor}` });
    expect(next.json()).toMatchObject({ items: [{ farm: { id: near.id } }], nextCursor: null });
    expect((await as(app, consumer)({ method: 'GET', url: '/api/favorites/ids' })).json().farmIds.sort()).toEqual([near.id, far.id].sort());
  });

  it('is private to each user and needs sign-in', async () => {
    expect((await as(app, other)({ method: 'GET', url: '/api/favorites' })).json().items).toEqual([]);
    expect((await as(app, null)({ method: 'GET', url: '/api/favorites' })).statusCode).toBe(401);
    expect((await as(app, null)({ method: 'POST', url: '/api/favorites', payload: { farmId: near.id } })).statusCode).toBe(401);
    expect((await as(app, null)({ method: 'DELETE', url: `/api/favorites/${near.id}` })).statusCode).toBe(401);
    // Another user's unfavorite removes only their own row.
    await as(app, other)({ method: 'DELETE', url: `/api/favorites/${near.id}` });
    expect(await count(near.id)).toBe(1);
  });

  it('refuses listings that do not exist or are not public, and bad input', async () => {
    expect((await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload: { farmId: draft.id } })).statusCode).toBe(404);
    expect((await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload: { farmId: 999999999 } })).statusCode).toBe(404);
    for (const payload of [{}, { farmId: 'x' }, { farmId: -1 }, { farmId: 1, extra: true }]) {
      expect((await as(app, consumer)({ method: 'POST', url: '/api/favorites', payload })).statusCode).toBe(400);
    }
    expect((await as(app, consumer)({ method: 'GET', url: '/api/favorites?cursor=nope' })).statusCode).toBe(400);
    expect((await as(app, consumer)({ method: 'GET', url: '/api/favorites?near=somewhere' })).statusCode).toBe(400);
    expect((await as(app, consumer)({ method: 'DELETE', url: '/api/favorites/abc' })).statusCode).toBe(404);
  });

  it('earns Collector at the tenth favorite, once, and the farmer Local favorite at ten followers', async () => {
    const fan = await registerUser(app, 'consumer');
    const admin = await createAdmin(app, db);
    const listings = await Promise.all(Array.from({ length: 10 }, (_, i) => createListing(app, admin, { name: `Collect ${i}` })));
    const earned: string[][] = [];
    for (const l of listings)
      earned.push(
        (await as(app, fan)({ method: 'POST', url: '/api/favorites', payload: { farmId: l.id } })).json().earned.map((a: { code: string }) => a.code),
      );
    expect(earned.slice(0, 9).flat()).toEqual([]);
    expect(earned[9]).toEqual(['ten-favorites']);
    await as(app, fan)({ method: 'DELETE', url: `/api/favorites/${listings[0].id}` });
    const again = await as(app, fan)({ method: 'POST', url: '/api/favorites', payload: { farmId: listings[0].id } });
    expect(again.json().earned).toEqual([]);

    const owner = await registerUser(app, 'farmer');
    const stand = await createListing(app, owner, { name: 'Popular Stand' });
    const fans = await Promise.all(Array.from({ length: 10 }, () => registerUser(app, 'consumer')));
    for (const f of fans) await as(app, f)({ method: 'POST', url: '/api/favorites', payload: { farmId: stand.id } });
    await settleEvents(db); // "published" is counted by the listener of listing.published
    const badges = (await as(app, owner)({ method: 'GET', url: '/api/achievements' })).json().items;
    expect(badges.find((b: { code: string }) => b.code === 'ten-followers')).toMatchObject({ progress: 10, target: 10, earnedAt: expect.any(String) });
    expect(badges.find((b: { code: string }) => b.code === 'published').earnedAt).not.toBeNull();
  });
});
