import { beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { localDateIn } from './visits.service.js';

const { app } = await createTestApp();
let farmer: TestUser, walker: TestUser, other: TestUser;
let stand: { id: number; lat: number; lng: number; timeZone: string };

beforeAll(async () => {
  [farmer, walker, other] = await Promise.all([registerUser(app, 'farmer'), registerUser(app, 'consumer'), registerUser(app, 'consumer')]);
  stand = await createListing(app, farmer, { name: 'Check-in Stand', lat: 41.927, lng: -74.0 });
});

const checkIn = (u: TestUser | null, payload: object, id = stand.id) => as(app, u)({ method: 'POST', url: `/api/farms/${id}/visits`, payload });

describe('visits', () => {
  it('verifies a check-in within 500 m, once a day, and earns First check-in', async () => {
    const res = await checkIn(walker, { lat: 41.9295, lng: -74.0 }); // ~280 m north
    expect(res.statusCode).toBe(201);
    expect(res.json().visit).toMatchObject({ verified: true, farm: { id: stand.id, name: 'Check-in Stand' }, date: localDateIn(stand.timeZone, new Date()) });
    expect(res.json().distanceM).toBeGreaterThan(200);
    expect(res.json().distanceM).toBeLessThan(320);
    expect(res.json().earned.map((a: { code: string }) => a.code)).toEqual(['first-visit']);
    const again = await checkIn(walker, { lat: 41.927, lng: -74.0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already/);
  });

  it('says how far away a far check-in is, and logs it unverified when asked', async () => {
    const far = await checkIn(other, { lat: 41.96, lng: -74.0 }); // ~3.7 km
    expect(far.statusCode).toBe(422);
    expect(far.json().message).toMatch(/You are 2\.\d miles from Check-in Stand/);
    const logged = await checkIn(other, { lat: 41.96, lng: -74.0, unverified: true });
    expect(logged.statusCode).toBe(201);
    expect(logged.json().visit.verified).toBe(false);
    // Arriving later the same day upgrades the visit; a second unverified one is a repeat.
    expect((await checkIn(other, { unverified: true })).statusCode).toBe(409);
    const upgraded = await checkIn(other, { lat: 41.927, lng: -74.0001 });
    expect(upgraded.statusCode).toBe(201);
    expect(upgraded.json().visit).toMatchObject({ id: logged.json().visit.id, verified: true });
  });

  it('lists only the caller’s own visits, newest first, with paging', async () => {
    const second = await createListing(app, farmer, { name: 'Second Stand', lat: 41.95, lng: -74.01 });
    await checkIn(walker, { lat: 41.95, lng: -74.01 }, second.id);
    const page1 = (await as(app, walker)({ method: 'GET', url: '/api/visits?limit=1' })).json();
    expect(page1.items[0].farm.name).toBe('Second Stand');
    const page2 = (await as(app, walker)({ method: 'GET', url: `/api/visits?limit=1&cursor=${page1.nextCursor}` })).json();
    expect(page2).toMatchObject({ items: [{ farm: { name: 'Check-in Stand' } }], nextCursor: null });
    const others = (await as(app, other)({ method: 'GET', url: '/api/visits' })).json().items;
    expect(others.map((v: { farm: { id: number } }) => v.farm.id)).toEqual([stand.id]);
    expect((await as(app, null)({ method: 'GET', url: '/api/visits' })).statusCode).toBe(401);
  });

  it('refuses bad input, unknown and unpublished listings, and signed-out visitors', async () => {
    expect((await checkIn(null, { lat: 41.927, lng: -74.0 })).statusCode).toBe(401);
    for (const payload of [{}, { lat: 41.9 }, { lat: 100, lng: 0 }, { lat: 'x', lng: 1 }, { unverified: 'yes' }, { lat: 1, lng: 1, extra: 1 }]) {
      expect((await checkIn(walker, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    const draft = await createListing(app, farmer, { name: 'Draft' }, false);
    expect((await checkIn(walker, { unverified: true }, draft.id)).statusCode).toBe(404);
    expect((await checkIn(farmer, { unverified: true }, draft.id)).statusCode).toBe(404);
    expect((await checkIn(walker, { unverified: true }, 987654321)).statusCode).toBe(404);
  });

  it('judges an offline check-in at the time and position it was made, up to 72 h back', async () => {
    const traveller = await registerUser(app, 'consumer');
    // Made two days ago at the stand, sent now: that day's visit, verified by the position then.
    const then = new Date(Date.now() - 48 * 3_600_000);
    const late = await checkIn(traveller, { lat: 41.927, lng: -74.0, at: then.toISOString() });
    expect(late.statusCode).toBe(201);
    expect(late.json().visit).toMatchObject({ verified: true, date: localDateIn(stand.timeZone, then), createdAt: then.toISOString() });
    // It does not use up today: a check-in now is another day's visit.
    expect((await checkIn(traveller, { lat: 41.927, lng: -74.0 })).statusCode).toBe(201);
    // A second one for that same day at the stand is a repeat.
    const sameDay = new Date(then.getTime() + 60_000).toISOString();
    expect((await checkIn(traveller, { lat: 41.927, lng: -74.0, at: sameDay })).statusCode).toBe(409);
    // The position given is the one judged: 3.7 km away yesterday is not verified, whatever happens later.
    const farThen = await checkIn(traveller, { lat: 41.96, lng: -74.0, at: new Date(Date.now() - 24 * 3_600_000).toISOString() });
    expect(farThen.statusCode).toBe(422);
    const visits = (await as(app, traveller)({ method: 'GET', url: '/api/visits' })).json().items;
    expect(visits.map((v: { date: string }) => v.date)).toEqual([localDateIn(stand.timeZone, new Date()), localDateIn(stand.timeZone, then)]);
  });

  it('refuses an offline check-in older than 72 h or in the future', async () => {
    const traveller = await registerUser(app, 'consumer');
    const old = await checkIn(traveller, { lat: 41.927, lng: -74.0, at: new Date(Date.now() - 73 * 3_600_000).toISOString() });
    expect(old.statusCode).toBe(400);
    expect(old.json().fields).toEqual({ at: 'Too long ago' });
    const ahead = await checkIn(traveller, { lat: 41.927, lng: -74.0, at: new Date(Date.now() + 3_600_000).toISOString() });
    expect(ahead.statusCode).toBe(400);
    expect(ahead.json().fields).toEqual({ at: 'In the future' });
    expect((await checkIn(traveller, { lat: 41.927, lng: -74.0, at: 'yesterday' })).statusCode).toBe(400);
    expect((await as(app, traveller)({ method: 'GET', url: '/api/visits' })).json().items).toEqual([]);
  });
});
