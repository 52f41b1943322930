import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { isOpenAt, timeZoneAt } from '../../../lib/hours/index.js';
import { as, createTestApp } from '../../../test/helpers.js';
import { collectUnusedSchedules, extendOpenWindows } from './open-intervals-job.js';
import { refreshOpenIntervals } from './open-intervals.js';
import { nextLocal, nonce, seedListings } from '../test-fixtures.js';

const { app, db } = await createTestApp();
const word = nonce();
const PLACES = {
  'New York': { lat: 40.71, lng: -74.0, zone: 'America/New_York', region: 'NY' },
  Chicago: { lat: 41.88, lng: -87.63, zone: 'America/Chicago', region: 'IL' },
  Denver: { lat: 39.74, lng: -104.99, zone: 'America/Denver', region: 'CO' },
  Phoenix: { lat: 33.45, lng: -112.07, zone: 'America/Phoenix', region: 'AZ' },
  'Los Angeles': { lat: 34.05, lng: -118.24, zone: 'America/Los_Angeles', region: 'CA' },
};
type City = keyof typeof PLACES;
const ids = new Map<string, number>();

beforeAll(async () => {
  const list = [
    ...Object.entries(PLACES).map(([city, p]) => ({ name: `${city} ${word}`, lat: p.lat, lng: p.lng, region: p.region, openingHours: 'Mo-Sa 09:00-17:00' })),
    { name: `Always ${word}`, lat: 44.97, lng: -93.26, region: 'MN', openingHours: '24/7' },
    { name: `Unlisted ${word}`, lat: 44.97, lng: -93.27, region: 'MN', openingHours: null },
  ];
  const created = await seedListings(db, list);
  list.forEach((l, i) => ids.set(l.name.split(' ').slice(0, -1).join(' '), created[i]));
});

const openAt = async (at: Date) => {
  const res = await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}&sort=name&openAt=${at.toISOString()}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Array<{ id: number; name: string; open: { status: string; nextChange: string | null } }>;
};
const namesOf = (items: Array<{ name: string }>) => items.map((f) => f.name.replace(` ${word}`, '')).sort();

describe('open=now and openAt, evaluated in each listing’s own zone, in the database', () => {
  it('Wednesday 09:30 in New York: only New York (and the 24/7 stand) is open', async () => {
    const items = await openAt(nextLocal('America/New_York', 3, '09:30'));
    expect(namesOf(items)).toEqual(['Always', 'New York']);
    const ny = items.find((f) => f.id === ids.get('New York'))!;
    expect(ny.open.status).toBe('open');
    expect(new Date(ny.open.nextChange!).toISOString()).toBe(nextLocal('America/New_York', 3, '17:00').toISOString());
  });

  it('Wednesday 17:30 in New York: New York has closed, the West is open', async () => {
    expect(namesOf(await openAt(nextLocal('America/New_York', 3, '17:30')))).toEqual(['Always', 'Chicago', 'Denver', 'Los Angeles', 'Phoenix']);
  });

  it('Wednesday 08:30 in Los Angeles: all but Los Angeles (Phoenix as the hours library says)', async () => {
    const at = nextLocal('America/Los_Angeles', 3, '08:30');
    const phoenix = isOpenAt({ openingHours: 'Mo-Sa 09:00-17:00', timeZone: 'America/Phoenix', lat: 33.45, lng: -112.07 }, at);
    expect(namesOf(await openAt(at))).toEqual(['Always', 'Chicago', 'Denver', 'New York', ...(phoenix ? ['Phoenix'] : [])]);
  });

  it('Sunday noon in Chicago: only the 24/7 stand; listings without hours are never open', async () => {
    expect(namesOf(await openAt(nextLocal('America/Chicago', 0, '12:00')))).toEqual(['Always']);
  });

  it('open=now agrees with the hours library for every listing', async () => {
    const res = await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}&open=now&limit=100` });
    const now = new Date();
    const expected = Object.entries(PLACES)
      .filter(([, p]) => isOpenAt({ openingHours: 'Mo-Sa 09:00-17:00', timeZone: p.zone, lat: p.lat, lng: p.lng }, now))
      .map(([city]) => city as City);
    expect(namesOf(res.json().items)).toEqual(['Always', ...expected].sort());
  });

  it('near a place, open=now is decided inside the nearest-first walk (decision 045) and agrees with the hours library', async () => {
    // Far from every other test's listings (Bouvet Island): what is near it is this test's alone.
    const place = { lat: -54.42, lng: 3.36 };
    const list = ['Mo-Su 00:00-12:00', 'Mo-Su 12:00-24:00', '24/7', 'Mo-Su 00:00-00:01', null].map((openingHours, i) => ({
      name: `Island ${i} ${word}`,
      lat: place.lat + i * 0.01,
      lng: place.lng,
      region: '',
      openingHours,
    }));
    const created = await seedListings(db, list);
    const res = await as(app, null)({ url: `/api/farms?near=${place.lat},${place.lng}&radius=20&unit=km&open=now&limit=100` });
    expect(res.statusCode, res.body).toBe(200);
    const now = new Date();
    const zone = timeZoneAt(place.lat, place.lng);
    const expected = created.filter((_, i) => list[i].openingHours && isOpenAt({ openingHours: list[i].openingHours!, timeZone: zone, ...place }, now));
    expect(expected.length).toBeGreaterThanOrEqual(2); // 24/7 and one half of the day
    expect(res.json().items.map((f: { id: number }) => f.id)).toEqual(expected);
  });

  it('each item carries its open state; no hours reads "Hours not listed"', async () => {
    const items = (await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}&sort=name` })).json().items;
    const unlisted = items.find((f: { id: number }) => f.id === ids.get('Unlisted'));
    expect(unlisted.open).toEqual({ status: 'unknown', nextChange: null, todayLabel: 'Hours not listed' });
    expect(items.find((f: { id: number }) => f.id === ids.get('Always')).open).toMatchObject({ status: 'open', todayLabel: 'Open 24 hours' });
  });
});

describe('stored intervals', () => {
  it('agree with the hours library at sampled instants, seasons and holidays included', async () => {
    const hours = 'Apr-Oct: Mo-Su 08:00-19:00; Nov-Mar: Sa 10:00-14:00; PH off';
    const [id] = await seedListings(db, [{ name: `Seasonal ${word}`, lat: 42.44, lng: -76.5, region: 'NY', openingHours: hours }]);
    const listing = { openingHours: hours, timeZone: 'America/New_York', lat: 42.44, lng: -76.5, countryCode: 'US', region: 'NY' };
    const start = Date.now();
    for (let h = 0; h < 14 * 24; h += 5) {
      const at = new Date(start + h * 3600_000 + 17 * 60_000);
      const { rows } = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM farms f JOIN farm_open_intervals i ON i.schedule_id = f.schedule_id
                                              WHERE f.id = ${id} AND i.during @> ${at.toISOString()}::timestamptz) AS open`);
      expect(rows[0].open, at.toISOString()).toBe(isOpenAt(listing, at));
    }
  });

  it('the upkeep job renews windows (safely when run twice at once) and drops unused schedules', async () => {
    const hours = `Mo-Su 06:${String(10 + Math.floor(Math.random() * 40))}-07:47`;
    const [id] = await seedListings(db, [{ name: `Upkeep ${word}`, lat: 40.0, lng: -83.0, region: 'OH', openingHours: hours }]);
    const schedule = async () =>
      (
        await db.execute(sql`SELECT s.id, s.valid_until, (SELECT count(*) FROM farm_open_intervals i WHERE i.schedule_id = s.id)::int AS n
                                                      FROM farms f JOIN farm_schedules s ON s.id = f.schedule_id WHERE f.id = ${id}`)
      ).rows[0] as { id: number; valid_until: Date; n: number };
    const before = await schedule();
    await db.execute(sql`UPDATE farm_schedules SET valid_until = now() - interval '1 day' WHERE id = ${before.id}`);
    await db.execute(sql`DELETE FROM farm_open_intervals WHERE schedule_id = ${before.id}`);
    await Promise.all([extendOpenWindows(db), extendOpenWindows(db)]);
    const after = await schedule();
    expect(after.n).toBe(before.n);
    expect(new Date(after.valid_until).getTime()).toBeGreaterThan(Date.now() + 14 * 86_400_000);

    await db.execute(sql`UPDATE farms SET opening_hours = 'Mo-Su 10:00-11:00' WHERE id = ${id}`);
    await refreshOpenIntervals(db, [id]);
    // It skips a pass while a refresh holds the lock (other test files write at the same time): passes until one ran.
    const gone = async () => (await db.execute(sql`SELECT 1 FROM farm_schedules WHERE id = ${before.id}`)).rows.length === 0;
    await vi.waitFor(
      async () => {
        await collectUnusedSchedules(db);
        expect(await gone()).toBe(true);
      },
      { timeout: 20_000, interval: 50 },
    );
  });
});

describe('the schedules open this minute, read once a minute (stored-open.ts)', () => {
  it('stored intervals start and end on whole minutes, sun times and odd zones included', async () => {
    const list = [
      { name: `Sunrise ${word}`, lat: 41.93, lng: -74.0, region: 'NY', openingHours: 'Mo-Su (sunrise+00:17)-(sunset-00:03)' },
      { name: `Kathmandu ${word}`, lat: 27.7, lng: 85.3, region: '', openingHours: 'Mo-Su dawn-dusk' },
      { name: `Eucla ${word}`, lat: -31.7, lng: 128.9, region: 'WA', openingHours: 'Mo-Su 08:00-17:00' },
    ];
    const created = await seedListings(db, list);
    const { rows } = await db.execute(sql`
      SELECT count(*)::int AS n,
             count(*) FILTER (WHERE extract(epoch FROM lower(i.during))::numeric % 60 <> 0 OR extract(epoch FROM upper(i.during))::numeric % 60 <> 0)::int AS odd
      FROM farms f JOIN farm_open_intervals i ON i.schedule_id = f.schedule_id WHERE f.id = ANY(${sql.param(created)}::bigint[])`);
    expect(rows[0].n).toBeGreaterThan(20);
    expect(rows[0].odd).toBe(0);
  });

  it('a schedule created after this minute’s set was read is open at once, in search and on the map', async () => {
    const search = async () => (await as(app, null)({ url: `/api/farms?q=${word}&open=now&limit=100` })).json().items as Array<{ id: number }>;
    // Far from every other test's listings: the map's cells there are this listing's alone.
    const place = { lat: 70.98, lng: -8.49 };
    const map = async () =>
      (await as(app, null)({ url: `/api/farms/map?bbox=${place.lng - 2},${place.lat - 1},${place.lng + 2},${place.lat + 1}&zoom=5&open=now` })).json()
        .features as Array<{ properties: { count?: number; id?: number } }>;
    const near = async () =>
      (await as(app, null)({ url: `/api/farms?near=${place.lat},${place.lng}&radius=10&open=now` })).json().items as Array<{ id: number }>;
    await search();
    await near();
    await map();
    // Open around the clock, in years that make the value new (a schedule is created for it).
    const hours = `${1900 + Math.floor(Math.random() * 100)}-${2100 + Math.floor(Math.random() * 900)} 24/7`;
    expect(isOpenAt({ openingHours: hours, timeZone: 'UTC', lat: place.lat, lng: place.lng }, new Date())).toBe(true);
    const [id] = await seedListings(db, [{ name: `Fresh ${word}`, ...place, openingHours: hours }]);
    expect((await search()).map((f) => f.id)).toContain(id);
    expect((await near()).map((f) => f.id)).toEqual([id]);
    expect((await map()).reduce((n, f) => n + (f.properties.count ?? 1), 0)).toBe(1);
  });
});
