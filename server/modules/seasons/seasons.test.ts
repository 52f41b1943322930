import { describe, expect, it } from 'vitest';
import { InSeasonQuerySchema } from '@common/schemas/in-season.js';
import { stockChanges } from '../../db/schema/index.js';
import { networkKey } from '../../lib/client-network.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust } from '../trust/trust-fixtures.js';
import { seasonsService } from './seasons.service.js';

const { app, db } = await createTestApp();
const farmer = await registerUser(app, 'farmer');
const year = new Date().getUTCFullYear();

/** Past seasons of a product at a listing: marked available, confirmed, sold out for the season (noon UTC, NY zone). */
/** A listing of `farmer`'s `dLat` degrees north of `here`, with these products (available or not). */
const standNear = (here: { lat: number; lng: number }, category: 'fruit' | 'produce') => (name: string, dLat: number, products: Array<[string, boolean]>) =>
  createListing(app, farmer, {
    name,
    lat: here.lat + dLat,
    lng: here.lng,
    products: products.map(([p, available]) => ({ name: p, category, available })),
  }) as Promise<{ id: number; products: Array<{ id: string; name: string }> }>;

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
/**
 * Past seasons that cross New Year (decision 078): the i-th starts on `first` of year − 2 − i and is marked every two
 * weeks until it is sold out for the season on `last` of the next year (all in the past, whatever the month now).
 */
async function wrappingHistory(farmId: number, productId: string | undefined, name: string, seasons: Array<[first: string, last: string]>) {
  const rows = seasons.flatMap(([first, last], i) => {
    const y = year - 2 - i;
    const [start, end] = [Date.parse(`${y}-${first}T16:00:00Z`), Date.parse(`${y + 1}-${last}T16:00:00Z`)];
    const mark = (at: number, available: boolean) => ({
      farmId,
      productId,
      productName: name,
      available,
      changed: true,
      source: 'farmer' as const,
      createdAt: new Date(at),
    });
    const marks = [];
    for (let t = start; t < end; t += 14 * 86_400_000) marks.push(mark(t, true));
    return [...marks, mark(end, false)];
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

  it('says a season that crosses New Year as one: "usually about Sep 5 – Mar 20", not its longer half', async () => {
    const farm = await createListing(app, farmer, {
      name: 'Winter Season Farm',
      products: [{ name: 'Winter squash', category: 'produce', available: false }],
    });
    const [squash] = farm.products as Array<{ id: string; name: string }>;
    await wrappingHistory(farm.id, squash.id, 'Winter squash', [
      ['09-05', '03-20'],
      ['09-03', '03-18'],
      ['09-08', '03-24'],
    ]);
    const res = await seasonsOf(farm.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [{ productId: squash.id, name: 'Winter squash', from: '09-05', until: '03-20', seasons: 3 }] });
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
  const stand = standNear(HERE, 'fruit');
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

describe('the area calendar and "coming up" with crops whose seasons cross New Year (decision 078)', async () => {
  // North-east Montana: no other listing of the tests is near.
  const HERE = { lat: 47.9, lng: -106.6 };
  const where = `near=${HERE.lat},${HERE.lng}&radius=25`;
  const stand = standNear(HERE, 'produce');
  const a = await stand('Squash Hill', 0, [
    ['Winter squash', false],
    ['Storage onions', false],
  ]);
  const b = await stand('Squash Hollow', 0.05, [
    ['Winter squash', false],
    ['Storage onions', false],
  ]);
  const id = (farm: typeof a, name: string) => farm.products.find((p) => p.name === name)!.id;
  await wrappingHistory(a.id, id(a, 'Winter squash'), 'Winter squash', [
    ['09-05', '03-20'],
    ['09-05', '03-20'],
  ]);
  await wrappingHistory(b.id, id(b, 'Winter squash'), 'Winter squash', [
    ['09-15', '03-10'],
    ['09-15', '03-10'],
  ]);
  await wrappingHistory(a.id, id(a, 'Storage onions'), 'Storage onions', [
    ['11-01', '02-20'],
    ['11-01', '02-20'],
  ]);
  await wrappingHistory(b.id, id(b, 'Storage onions'), 'Storage onions', [
    ['11-01', '02-10'],
    ['11-01', '02-10'],
  ]);

  it('the calendar lights Sep – Dec and Jan – Mar for Winter squash, Nov – Dec and Jan – Feb for storage onions', async () => {
    const res = await as(app, null)({ url: `/api/in-season/calendar?${where}`, remoteAddress: '203.0.113.41' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      {
        product: 'Winter squash',
        category: 'produce',
        from: '09-10',
        until: '03-15',
        stands: 2,
        months: [2, 2, 2, 0, 0, 0, 0, 0, 2, 2, 2, 2],
        availableNow: 0,
      },
      {
        product: 'Storage onions',
        category: 'produce',
        from: '11-01',
        until: '02-15',
        stands: 2,
        months: [2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 2],
        availableNow: 0,
      },
    ]);
  });

  it('a crop whose season crosses New Year is coming up outside it, and not while it is usually under way', async () => {
    const query = InSeasonQuerySchema.parse({ near: `${HERE.lat},${HERE.lng}`, radius: '25' });
    // Noon in the area (America/Denver) on a given day of this year: Winter squash usually runs Sep 10 – Mar 15 here,
    // Storage onions Nov 1 – Feb 15.
    const on = (md: string) => seasonsService(db).comingUp(query, { ip: '203.0.113.42' }, new Date(`${year}-${md}T19:00:00Z`));
    const squash = (inDays: number) => ({ product: 'Winter squash', category: 'produce', from: '09-10', until: '03-15', stands: 2, inDays });
    const onions = (inDays: number) => ({ product: 'Storage onions', category: 'produce', from: '11-01', until: '02-15', stands: 2, inDays });
    expect(await on('06-07')).toEqual({ items: [squash(95), onions(147)] });
    expect(await on('02-20')).toEqual({ items: [onions(254)] });
    expect(await on('03-16')).toEqual({ items: [squash(178), onions(230)] });
    expect(await on('01-15')).toEqual({ items: [] });
    expect(await on('12-07')).toEqual({ items: [] });
    expect(await on('10-31')).toEqual({ items: [onions(1)] });
  });
});
