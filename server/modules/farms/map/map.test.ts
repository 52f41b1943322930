import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MapFeatureCollection } from '@common/schemas/farms.js';
import { as, createTestApp } from '../../../test/helpers.js';
import { repairDerived } from '../hours/open-intervals-job.js';
import { refreshOpenIntervals } from '../hours/open-intervals.js';
import { nonce, seedListings } from '../test-fixtures.js';

const { app, db } = await createTestApp();
const word = nonce();
// Open ocean: no other test (or import) puts listings here.
const BOX = { west: -141, south: 29, east: -139, north: 31 };
let inBox: number[] = [];

beforeAll(async () => {
  let s = 11;
  const rand = () => (s = (s * 16807) % 2147483647) / 2147483647;
  inBox = await seedListings(db, [
    ...Array.from({ length: 300 }, (_, i) => ({
      name: `Pacific ${word} ${i}`,
      lat: 29.05 + rand() * 1.9,
      lng: -140.95 + rand() * 1.9,
      categories: [i % 3 ? 'produce' : 'fruit'],
    })),
    ...Array.from({ length: 5 }, (_, i) => ({ name: `Same spot ${word} ${i}`, lat: 30.5, lng: -140.5 })),
  ]);
  await seedListings(db, [
    ...Array.from({ length: 10 }, (_, i) => ({ name: `Draft ${word} ${i}`, lat: 30, lng: -140, status: 'draft' as const })),
    ...Array.from({ length: 12 }, (_, i) => ({ name: `Dateline ${word} ${i}`, lat: 1 + i * 0.3, lng: i % 2 ? 179.6 + i * 0.01 : -179.6 - i * 0.01 })),
  ]);
});

async function map(query: string): Promise<MapFeatureCollection> {
  const res = await as(app, null)({ method: 'GET', url: `/api/farms/map?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const total = (fc: MapFeatureCollection) => fc.features.reduce((n, f) => n + (f.properties.cluster ? f.properties.count : 1), 0);
const bbox = (b: typeof BOX) => `bbox=${b.west},${b.south},${b.east},${b.north}`;

describe('GET /api/farms/map', () => {
  it.each([3, 6, 8, 10, 12, 15, 18])('zoom %i: counts add up to the published listings in the box, never > 1,000 features', async (zoom) => {
    const fc = await map(`${bbox(BOX)}&zoom=${zoom}`);
    expect(fc.type).toBe('FeatureCollection');
    expect(fc.features.length).toBeLessThanOrEqual(1000);
    expect(total(fc)).toBe(inBox.length);
  });

  it('clusters at low zoom and single listings (with name, kind and open state) when zoomed in', async () => {
    const low = await map(`${bbox(BOX)}&zoom=5`);
    expect(low.features.length).toBeLessThan(10);
    const cluster = low.features.find((f) => f.properties.cluster)!;
    expect(cluster.properties).toMatchObject({ cluster: true, expansionZoom: expect.any(Number) });
    const high = await map(`bbox=-140.6,30.4,-140.4,30.6&zoom=18`);
    const spot = high.features.find((f) => f.properties.cluster && f.properties.count === 5);
    expect(spot?.properties).toMatchObject({ expansionZoom: 20 }); // five at one spot never split
    const point = (await map(`${bbox(BOX)}&zoom=18`)).features.find((f) => !f.properties.cluster)!;
    expect(point.properties).toMatchObject({ cluster: false, id: expect.any(Number), name: expect.stringContaining(word), kind: 'stand' });
    expect(['open', 'closed', 'unknown']).toContain((point.properties as { open: string }).open);
  });

  it('applies the list filters', async () => {
    expect(total(await map(`${bbox(BOX)}&zoom=4&category=fruit`))).toBe(100);
    expect(total(await map(`${bbox(BOX)}&zoom=9&q=${word}&kind=market`))).toBe(0);
    expect(total(await map(`${bbox(BOX)}&zoom=9&openAt=${new Date(Date.now() + 86_400_000).toISOString()}`))).toBeGreaterThanOrEqual(0);
  });

  it('answers "open at" from the per-schedule pyramid exactly as from the listings', async () => {
    // Half the box keeps its hours, half is open around the clock: at any instant some are open.
    await db.execute(sql`UPDATE farms SET opening_hours = '24/7' WHERE id = ANY(${sql.param(inBox.filter((_, i) => i % 2))}::bigint[])`);
    await refreshOpenIntervals(db, inBox);
    for (const hours of [1, 9, 30]) {
      const at = new Date(Date.now() + hours * 3600_000).toISOString();
      for (const zoom of [3, 6, 8]) {
        const fromPyramid = total(await map(`${bbox(BOX)}&zoom=${zoom}&openAt=${at}`));
        const fromListings = total(await map(`${bbox(BOX)}&zoom=${zoom}&openAt=${at}&kind=stand,u-pick,market,vendor`));
        expect(fromPyramid).toBe(fromListings);
        expect(fromPyramid).toBeGreaterThanOrEqual(inBox.length / 2 - 1);
      }
    }
  });

  it('an "open now" map at low zoom shows a listing written after it was asked, within the same minute', async () => {
    // The level is kept in memory per minute (open-map-cache.ts); farm_map_version tells it the pyramids changed.
    const [first, second] = inBox.filter((_, i) => i % 2 && i > 10);
    await db.execute(sql`UPDATE farms SET opening_hours = '24/7' WHERE id = ANY(${sql.param([first, second])}::bigint[])`);
    await refreshOpenIntervals(db, [first, second]);
    const at = new Date(Date.now() + 2 * 3600_000).toISOString();
    const before = total(await map(`${bbox(BOX)}&zoom=6&openAt=${at}`));
    expect(before).toBeGreaterThanOrEqual(2);
    await db.execute(sql`UPDATE farms SET status = 'draft' WHERE id = ${first}`);
    await refreshOpenIntervals(db, [first]);
    expect(total(await map(`${bbox(BOX)}&zoom=6&openAt=${at}`))).toBe(before - 1);
    await db.execute(sql`UPDATE farms SET status = 'published' WHERE id = ${first}`);
    await refreshOpenIntervals(db, [first]);
    expect(total(await map(`${bbox(BOX)}&zoom=6&openAt=${at}`))).toBe(before);
    // The same answer as counting the listings themselves (a kind filter takes the live path).
    expect(total(await map(`${bbox(BOX)}&zoom=6&openAt=${at}&kind=stand,u-pick,market,vendor`))).toBe(before);
  });

  it('handles boxes across the antimeridian and the whole world', async () => {
    const crossing = await map(`bbox=179,0,-179,6&zoom=7`);
    expect(total(crossing)).toBe(12);
    expect(total(await map(`bbox=179,0,181,6&zoom=7`))).toBe(12);
    for (const zoom of [0, 2, 10, 22]) {
      const world = await map(`bbox=-180,-85,180,85&zoom=${zoom}`);
      expect(world.features.length).toBeLessThanOrEqual(1000);
      expect(total(world)).toBeGreaterThanOrEqual(inBox.length + 12);
    }
  });

  it('keeps the cell pyramid exact through publish, move and delete', async () => {
    // The whole database's pyramid against its listings: other files write listings at the same time and refresh
    // their cells just after their own commit, so the sums agree once those writers settle; poll for that.
    const consistent = () =>
      expect
        .poll(
          async () => {
            const { rows } = await db.execute(sql`SELECT (SELECT coalesce(sum(n), 0) FROM farm_map_cells WHERE level = 0)::int AS top,
              (SELECT coalesce(sum(n), 0) FROM farm_map_cells WHERE level = 13)::int AS bottom, (SELECT count(*) FROM farms WHERE map_cell IS NOT NULL)::int AS counted,
              (SELECT coalesce(sum(n), 0) FROM farm_map_schedule_cells WHERE level = 0)::int AS open_top,
              (SELECT coalesce(sum(n), 0) FROM farm_map_schedule_cells WHERE level = 10)::int AS open_bottom,
              (SELECT count(*) FROM farms WHERE map_cell IS NOT NULL AND schedule_id IS NOT NULL)::int AS scheduled`);
            const r = rows[0] as Record<string, number>;
            return [r.top, r.bottom, r.open_top, r.open_bottom].map((n, i) => n - (i < 2 ? r.counted : r.scheduled));
          },
          { timeout: 15_000, interval: 200 },
        )
        .toEqual([0, 0, 0, 0]);
    await consistent();
    const [id] = inBox;
    await db.execute(sql`UPDATE farms SET status = 'draft' WHERE id = ${id}`);
    await refreshOpenIntervals(db, [id]);
    expect(total(await map(`${bbox(BOX)}&zoom=4`))).toBe(inBox.length - 1);
    await db.execute(sql`UPDATE farms SET status = 'published', lat = 10, lng = 10 WHERE id = ${id}`);
    await refreshOpenIntervals(db, [id]);
    expect(total(await map(`${bbox(BOX)}&zoom=4`))).toBe(inBox.length - 1);
    expect(total(await map(`bbox=9,9,11,11&zoom=4`))).toBeGreaterThanOrEqual(1);
    await consistent();
    // Writers that skip the refresh are caught by the upkeep job.
    await db.execute(sql`DELETE FROM farms WHERE id = ${inBox[1]}`);
    await db.execute(sql`UPDATE farms SET status = 'draft' WHERE id = ${inBox[2]}`);
    await repairDerived(db);
    expect(total(await map(`${bbox(BOX)}&zoom=4`))).toBe(inBox.length - 3);
    await consistent();
  });

  it.each([
    'bbox=abc&zoom=3',
    'bbox=1,2,3&zoom=3',
    'bbox=0,-95,10,10&zoom=3',
    `${bbox(BOX)}&zoom=23`,
    `${bbox(BOX)}`,
    'zoom=3',
    `${bbox(BOX)}&zoom=3&category=gold`,
    'bbox=1.2.3,4,5,6&zoom=2',
  ])('bad input %s is a 400', async (query) => {
    expect((await as(app, null)({ method: 'GET', url: `/api/farms/map?${query}` })).statusCode).toBe(400);
  });
});
