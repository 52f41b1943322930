import { describe, expect, it } from 'vitest';
import { stockChanges } from '../../db/schema/index.js';
import { networkKey } from '../../lib/client-network.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust } from '../trust/trust-fixtures.js';

const { app, db } = await createTestApp();
const farmer = await registerUser(app, 'farmer');
const year = new Date().getUTCFullYear();

/** Past seasons of a product at a listing: marked available, confirmed, sold out for the season (noon UTC, NY zone). */
async function history(farmId: number, productId: string, name: string, seasons: Array<[first: string, last: string]>) {
  const rows = seasons.flatMap(([first, last], i) => {
    const y = year - 1 - i;
    const at = (md: string) => new Date(`${y}-${md}T16:00:00Z`);
    const mark = (md: string, available: boolean) => ({
      farmId,
      productId,
      productName: name,
      available,
      changed: true,
      source: 'farmer' as const,
      createdAt: at(md),
    });
    return [mark(first, true), mark(first, true), mark(last, false)];
  });
  await db.insert(stockChanges).values(rows);
}
const seasonsOf = (id: number, user = null as Parameters<typeof as>[1], ip = '203.0.113.9') =>
  as(app, user)({ url: `/api/farms/${id}/seasons`, remoteAddress: ip });

describe('GET /api/farms/:id/seasons', () => {
  it("says each product's usual season from three past seasons, and nothing for a product with one", async () => {
    const farm = await createListing(app, farmer, {
      name: 'Season Farm',
      products: [
        { name: 'Strawberries', category: 'produce', available: false },
        { name: 'Pumpkins', category: 'produce', available: false },
      ],
    });
    const [berries, pumpkins] = farm.products as Array<{ id: string; name: string }>;
    await history(farm.id, berries.id, 'Strawberries', [
      ['06-03', '06-28'],
      ['06-01', '06-25'],
      ['06-08', '07-02'],
    ]);
    await history(farm.id, pumpkins.id, 'Pumpkins', [['09-20', '10-31']]);
    const res = await seasonsOf(farm.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [{ productId: berries.id, name: 'Strawberries', from: '06-03', until: '06-28', seasons: 3 }] });
  });

  it('hides a draft from others and the signed out, shows it to its farmer; a malformed id is a 404', async () => {
    const draft = await createListing(app, farmer, { name: 'Draft Season Farm' }, false);
    const stranger = await registerUser(app);
    expect((await seasonsOf(draft.id)).statusCode).toBe(404);
    expect((await seasonsOf(draft.id, stranger)).statusCode).toBe(404);
    expect((await seasonsOf(draft.id, farmer)).statusCode).toBe(200);
    // A malformed id names nothing: the same 404 as a missing one (common/schemas/params.ts).
    expect((await as(app, null)({ url: '/api/farms/-3/seasons' })).statusCode).toBe(404);
  });

  it('is rate limited per network', async () => {
    const farm = await createListing(app, farmer, { name: 'Busy Season Farm' });
    await exhaust(db, 'listingHistoryIp', networkKey('198.51.100.7'));
    const res = await seasonsOf(farm.id, null, '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect((await as(app, null)({ url: `/api/farms/${farm.id}/picking`, remoteAddress: '198.51.100.7' })).statusCode).toBe(429);
  });
});

describe('GET /api/in-season/coming-up and /api/in-season/calendar', async () => {
  // Eastern Montana: no other listing of this file is near. The crops' month is three months ahead, so it is never
  // under way whenever the test runs, and a whole season stays inside one calendar year.
  const HERE = { lat: 46.4, lng: -105.8 };
  const where = `near=${HERE.lat},${HERE.lng}&radius=25`;
  const month = String(((new Date().getUTCMonth() + 3) % 12) + 1).padStart(2, '0');
  const md = (day: string) => `${month}-${day}`;
  const stand = (name: string, dLat: number, products: Array<[string, boolean]>) =>
    createListing(app, farmer, {
      name,
      lat: HERE.lat + dLat,
      lng: HERE.lng,
      products: products.map(([p, available]) => ({ name: p, category: 'fruit', available })),
    }) as Promise<{ id: number; products: Array<{ id: string; name: string }> }>;
  const past = async (farm: { id: number; products: Array<{ id: string; name: string }> }, name: string, seasons: Array<[string, string]>) => {
    const p = farm.products.find((x) => x.name === name)!;
    await history(farm.id, p.id, name, seasons);
  };
  const a = await stand('Blue Ridge', 0, [
    ['Blueberries', false],
    ['Raspberries', false],
    ['Strawberries', false],
  ]);
  const b = await stand('Blue Hollow', 0.05, [
    ['Blueberry', false],
    ['Strawberries', true],
  ]);
  const late = await stand('Late Blue', 0.1, [['Blueberries', false]]);
  const once = await stand('Once Blue', 0.12, [['Blueberries', false]]);
  const far = await stand('Far Blue', 2, [['Blueberries', false]]);
  await past(a, 'Blueberries', [
    [md('03'), md('20')],
    [md('05'), md('22')],
    [md('07'), md('24')],
  ]);
  // "Blueberry" here and "Blueberries" there are one crop; a stray mark months before the season moves nothing.
  await past(b, 'Blueberry', [
    [md('04'), md('21')],
    [md('06'), md('23')],
  ]);
  await db.insert(stockChanges).values({
    farmId: b.id,
    productName: 'Blueberry',
    available: true,
    changed: true,
    source: 'farmer',
    createdAt: new Date(Date.now() - 200 * 86_400_000),
  });
  await past(late, 'Blueberries', [
    [md('10'), md('27')],
    [md('12'), md('28')],
  ]);
  await past(once, 'Blueberries', [[md('01'), md('28')]]); // one season: not counted
  await past(far, 'Blueberries', [
    [md('01'), md('02')],
    [md('01'), md('02')],
  ]);
  await past(a, 'Raspberries', [
    [md('01'), md('20')],
    [md('01'), md('20')],
  ]); // one stand: too little
  await past(a, 'Strawberries', [
    [md('01'), md('20')],
    [md('01'), md('20')],
  ]);
  await past(b, 'Strawberries', [
    [md('01'), md('20')],
    [md('01'), md('20')],
  ]); // available now at b: not coming up

  it('says which crops are coming up near the place, with their usual start and how many stands, from their histories', async () => {
    const res = await as(app, null)({ url: `/api/in-season/coming-up?${where}`, remoteAddress: '203.0.113.40' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      items: [{ product: 'Blueberries', category: 'fruit', from: md('05'), until: md('22'), stands: 3, inDays: expect.any(Number) }],
    });
    expect(res.json().items[0].inDays).toBeGreaterThan(28);
  });

  it('the calendar has every crop with an area season, with its months and what is available now', async () => {
    const res = await as(app, null)({ url: `/api/in-season/calendar?${where}`, remoteAddress: '203.0.113.40' });
    expect(res.statusCode, res.body).toBe(200);
    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    const only = (n: number) => months.map((m) => (m === +month ? n : 0));
    expect(res.json().items).toEqual([
      { product: 'Strawberries', category: 'fruit', from: md('01'), until: md('20'), stands: 2, months: only(2), availableNow: 1 },
      { product: 'Blueberries', category: 'fruit', from: md('05'), until: md('22'), stands: 3, months: only(3), availableNow: 0 },
    ]);
  });

  it('says nothing where there is no history, and asks for a place', async () => {
    const empty = await as(app, null)({ url: '/api/in-season/calendar?near=10,10&radius=25', remoteAddress: '203.0.113.40' });
    expect(empty.json()).toEqual({ items: [] });
    expect((await as(app, null)({ url: '/api/in-season/coming-up?near=10,10', remoteAddress: '203.0.113.40' })).json()).toEqual({ items: [] });
    const noPlace = await as(app, null)({ url: '/api/in-season/coming-up?radius=25', remoteAddress: '203.0.113.40' });
    expect(noPlace.statusCode).toBe(400);
    const bad = await as(app, null)({ url: '/api/in-season/calendar?near=123,456', remoteAddress: '203.0.113.40' });
    expect(bad.statusCode).toBe(400);
    expect((await as(app, null)({ url: `/api/in-season/calendar?${where}&radius=-4`, remoteAddress: '203.0.113.40' })).statusCode).toBe(400);
  });

  it('is rate limited per network, with the in-season searches', async () => {
    await exhaust(db, 'inSeasonIp', networkKey('198.51.100.44'));
    expect((await as(app, null)({ url: `/api/in-season/coming-up?${where}`, remoteAddress: '198.51.100.44' })).statusCode).toBe(429);
    expect((await as(app, null)({ url: `/api/in-season/calendar?${where}`, remoteAddress: '198.51.100.44' })).statusCode).toBe(429);
  });
});
