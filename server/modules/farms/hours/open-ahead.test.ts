import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import OpeningHours from 'opening_hours';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp } from '../../../test/helpers.js';
import { runImport } from '../../imports/import.service.js';
import { nonce, seedListings } from '../test-fixtures.js';
import { openPage } from '../search/open-scan.js';
import { buildTsQuery } from '../search/text-search.js';

/**
 * openAt from yesterday to a year ahead, through the API, against the opening_hours library run directly
 * (the oracle below sets TZ by hand: it does not go through server/lib/hours). Inside the stored window the
 * database answers; beyond it the hours library does (hours/open-schedules.ts): both must agree with it.
 */
const { app, db } = await createTestApp();
const DAY = 86_400_000;
const HOUR = 3600_000;
// Hundreds of requests on a shared 2-core machine: generous, and no timing assertions.
const LONG = 10 * 60_000;

interface Where {
  zone: string;
  lat: number;
  lng: number;
  country: string;
  region: string;
}

const oracles = new Map<string, OpeningHours>();
/** The library's answer at `at`, in `where`'s zone, with its country and region for holidays. */
function libraryOpen(hours: string, where: Where, at: Date): boolean {
  const saved = process.env.TZ;
  process.env.TZ = where.zone;
  try {
    const key = JSON.stringify([hours, where]);
    let oh = oracles.get(key);
    if (!oh) {
      const address: Record<string, string> = { country_code: where.country.toLowerCase() };
      if (where.region) address['ISO3166-2-lvl4'] = `${where.country}-${where.region}`;
      oh = new OpeningHours(hours, { lat: where.lat.toFixed(3), lon: where.lng.toFixed(3), address } as never, 0);
      oracles.set(key, oh);
    }
    return oh.getStateString(at, true) === 'open';
  } finally {
    process.env.TZ = saved;
  }
}

/** Instants when `zone` changes its UTC offset between `from` and `to` (DST), to the minute. */
function offsetChanges(zone: string, from: Date, to: Date): Date[] {
  const format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
  const offset = (t: number) => format.formatToParts(new Date(t)).find((p) => p.type === 'timeZoneName')!.value;
  const out: Date[] = [];
  for (let t = from.getTime(); t < to.getTime(); t += DAY) {
    if (offset(t) === offset(t + DAY)) continue;
    let [lo, hi] = [t, t + DAY];
    while (hi - lo > 60_000) {
      const mid = Math.floor((lo + hi) / 2);
      if (offset(mid) === offset(lo)) lo = mid;
      else hi = mid;
    }
    out.push(new Date(hi));
  }
  return out;
}

async function openAt(query: string, at: Date) {
  const res = await as(app, null)({ method: 'GET', url: `/api/farms?${query}${query.includes('limit=') ? '' : '&limit=100'}&openAt=${at.toISOString()}` });
  expect(res.statusCode, `${at.toISOString()}: ${res.body}`).toBe(200);
  return res.json() as { items: Array<{ id: number; distance: number; open: { status: string } }>; nextCursor: string | null };
}

describe('openAt a year ahead, in each listing’s own zone', () => {
  const word = nonce();
  const listings: Array<Where & { name: string; hours: string }> = [
    {
      name: 'Ithaca',
      hours: 'Apr-Oct: Mo-Su 08:00-19:00; Nov-Mar: Sa 10:00-14:00; PH off',
      zone: 'America/New_York',
      lat: 42.44,
      lng: -76.5,
      country: 'US',
      region: 'NY',
    },
    // Open across the small hours: the night of each DST change has one hour less or more.
    { name: 'Night', hours: 'Mo-Su 00:30-03:30', zone: 'America/Los_Angeles', lat: 34.05, lng: -118.24, country: 'US', region: 'CA' },
    { name: 'Phoenix', hours: 'Mo-Fr 07:00-11:00; PH off', zone: 'America/Phoenix', lat: 33.45, lng: -112.07, country: 'US', region: 'AZ' },
    { name: 'Munich', hours: 'Mo-Su 01:00-04:00,09:00-18:00; PH off', zone: 'Europe/Berlin', lat: 48.14, lng: 11.58, country: 'DE', region: 'BY' },
  ];
  const ids = new Map<number, (typeof listings)[number]>();

  beforeAll(async () => {
    const created = await seedListings(
      db,
      listings.map((l) => ({ name: `${l.name} ${word}`, lat: l.lat, lng: l.lng, region: l.region, openingHours: l.hours })),
    );
    // seedListings leaves the country to the column default; these places need theirs for holidays.
    for (const [i, id] of created.entries()) {
      await db.execute(sql`UPDATE farms SET country = ${listings[i].country} WHERE id = ${id}`);
      ids.set(id, listings[i]);
    }
    const { refreshOpenIntervals } = await import('./open-intervals.js');
    await refreshOpenIntervals(db, created);
  });

  it('agrees with the library at instants over the coming year, DST changes and their neighbours included', { timeout: LONG }, async () => {
    const now = Date.now();
    const end = new Date(now + 366 * DAY - HOUR);
    const instants: Date[] = [];
    // Every 53 hours and 7 minutes: every hour of the day and every weekday come up over the year.
    for (let t = now - 20 * HOUR; t < end.getTime(); t += 53 * HOUR + 7 * 60_000) instants.push(new Date(t));
    for (const zone of ['America/New_York', 'America/Los_Angeles', 'Europe/Berlin']) {
      for (const change of offsetChanges(zone, new Date(now), end)) {
        for (const minutes of [-150, -61, -30, -1, 0, 30, 59, 61, 90, 150, 181, 60 * 8, 60 * 20]) instants.push(new Date(change.getTime() + minutes * 60_000));
      }
    }
    // Two changes a year in each of the three zones, each with its neighbourhood.
    expect(instants.length).toBeLessThan(300);
    let beyondWindow = 0;
    for (const at of instants.filter((t) => t.getTime() > now - 20 * HOUR && t.getTime() < end.getTime())) {
      const { items } = await openAt(`q=${word}&sort=name`, at);
      const expected = [...ids].filter(([, l]) => libraryOpen(l.hours, l, at)).map(([id]) => id);
      expect(items.map((f) => f.id).sort(), `${at.toISOString()}`).toEqual(expected.sort());
      for (const f of items) expect(f.open.status, `${at.toISOString()}`).toBe('open');
      if (at.getTime() > now + 15 * DAY) beyondWindow++;
    }
    expect(beyondWindow).toBeGreaterThan(150);
  });

  it('pages through the open listings near a point, a year ahead, without skipping or repeating', async () => {
    const wordNear = nonce();
    const center = { lat: 45.1, lng: -93.4 };
    // Two schedules, alternating: only the "Sa" ones are open on a Saturday morning.
    const created = await seedListings(
      db,
      Array.from({ length: 30 }, (_, i) => ({
        name: `Stand ${i} ${wordNear}`,
        lat: center.lat + (i % 10) * 0.002,
        lng: center.lng + Math.floor(i / 10) * 0.002,
        region: 'MN',
        openingHours: i % 2 ? 'Sa 08:00-12:00' : 'Mo-Fr 08:00-12:00',
      })),
    );
    const saturdays = Array.from({ length: 7 }, (_, d) => new Date(Date.now() + (330 + d) * DAY)).find((d) => d.getUTCDay() === 6)!;
    const at = new Date(Date.UTC(saturdays.getUTCFullYear(), saturdays.getUTCMonth(), saturdays.getUTCDate(), 15, 0)); // 9 or 10 a.m. in Minnesota
    const seen: number[] = [];
    let cursor: string | null = null;
    let distance = -1;
    for (let page = 0; page < 20; page++) {
      const query = `near=${center.lat},${center.lng}&radius=5&q=${wordNear}&limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const body = await openAt(query, at);
      for (const f of body.items) {
        expect(f.distance).toBeGreaterThanOrEqual(distance);
        distance = f.distance;
        seen.push(f.id);
      }
      cursor = body.nextCursor;
      if (!cursor) break;
    }
    expect(seen.sort()).toEqual(created.filter((_, i) => i % 2 === 1).sort());

    // The same walk with a budget of 7 candidates a page: short pages, each with a cursor to go on from.
    const filters = {
      kinds: [],
      categories: [],
      features: [],
      tsquery: await buildTsQuery(db, wordNear),
      availableTsquery: null,
      openAt: at,
      openStored: null,
    };
    const plan = { filters, origin: center, radiusM: 5000, sort: 'distance' as const, after: null as unknown[] | null, limit: 5 };
    const walked: number[] = [];
    for (let page = 0; page < 40; page++) {
      const { rows, resumeAfter } = await openPage(db, plan, at, 7);
      walked.push(...rows.slice(0, 4).map((r) => r.id));
      plan.after = rows.length > 4 ? [rows[3].k1, rows[3].k2, rows[3].id] : resumeAfter; // distance, freshness rank, id
      if (!plan.after) break;
    }
    expect(walked).toHaveLength(15);
    expect(walked.sort()).toEqual(seen);
  });

  it('refuses instants before yesterday or more than 366 days ahead with a clear 400', async () => {
    const now = Date.now();
    for (const at of [new Date(now - 2 * DAY), new Date(now + 367 * DAY)]) {
      const res = await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}&openAt=${at.toISOString()}` });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: expect.stringMatching(/between yesterday and 366 days ahead/), fields: { openAt: expect.any(String) } });
    }
    const map = await as(app, null)({ method: 'GET', url: `/api/farms/map?bbox=-80,40,-70,45&zoom=6&openAt=${new Date(now + 400 * DAY).toISOString()}` });
    expect(map.statusCode).toBe(400);
  });

  it('the map a year ahead counts the same open listings as the list', async () => {
    const at = new Date(Date.now() + 300 * DAY);
    const listed = (await openAt(`q=${word}&sort=name`, at)).items.map((f) => f.id);
    for (const zoom of [3, 6, 12]) {
      const kinds = zoom === 12 ? '&kind=stand' : '';
      const bbox = zoom === 12 ? '11.4,48.0,11.7,48.3' : '-130,20,20,60';
      const res = await as(app, null)({ method: 'GET', url: `/api/farms/map?bbox=${bbox}&zoom=${zoom}&openAt=${at.toISOString()}${kinds}` });
      expect(res.statusCode, res.body).toBe(200);
      const points = res.json().features.filter((f: { properties: { cluster: boolean; id?: number } }) => !f.properties.cluster);
      for (const [id, l] of ids) {
        if (zoom === 12 && l.name !== 'Munich') continue;
        const shown = points.some((p: { properties: { id: number } }) => p.properties.id === id);
        // At low zoom a listing may be inside a cluster: only check that a listed-open one is never shown closed.
        if (shown) expect(listed).toContain(id);
        if (zoom === 12) expect(shown).toBe(listed.includes(id));
      }
    }
  });
});

describe('a regional holiday on imported OpenStreetMap listings', () => {
  // Real shops from the D-A-CH extract (../shared/data): neither carries addr:state, so the importer places them.
  const SHOPS = {
    bavaria: 'node/12844972695', // Giebelhof, Rhön: Mo-Sa 08:00-12:00; PH off
    thuringia: 'node/6230784510', // Hofladen Frantz, Langenwetzendorf: Mo-Fr 08:00-18:00; Sa 08:00-12:00; Su,PH off
  };
  const imported = new Map<string, { id: number; hours: string; where: Where }>();

  beforeAll(async () => {
    // Beside the repository, as in CI; SHARED_DATA_DIR where a checkout lives elsewhere.
    const file = path.join(process.env.SHARED_DATA_DIR ?? path.resolve('../shared/data'), 'osm_farmshops_dach.geojson');
    const all = JSON.parse(fs.readFileSync(file, 'utf8')) as { features: Array<{ properties: { id: string } }> };
    const features = all.features.filter((f) => Object.values(SHOPS).includes(f.properties.id));
    expect(features).toHaveLength(2);
    const input = Readable.from([Buffer.from(JSON.stringify({ type: 'FeatureCollection', features }))]);
    const { report } = await runImport(db, { format: 'osm', input, fileName: 'two-shops.geojson' });
    expect(report.created + report.updated).toBe(2);
    for (const [state, externalId] of Object.entries(SHOPS)) {
      const [row] = (
        await db.execute(sql`SELECT id, opening_hours, time_zone, country, region, lat, lng FROM farms WHERE source = 'osm' AND external_id = ${externalId}`)
      ).rows as Array<{ id: number; opening_hours: string; time_zone: string; country: string; region: string; lat: number; lng: number }>;
      imported.set(state, {
        id: row.id,
        hours: row.opening_hours,
        where: { zone: row.time_zone, lat: row.lat, lng: row.lng, country: row.country, region: row.region },
      });
    }
  });

  it('places each shop in its state', () => {
    expect(imported.get('bavaria')!.where).toMatchObject({ country: 'DE', region: 'BY', zone: 'Europe/Berlin' });
    expect(imported.get('thuringia')!.where).toMatchObject({ country: 'DE', region: 'TH', zone: 'Europe/Berlin' });
  });

  it('answers like the library every day of the coming year, including days one state keeps and the other does not', { timeout: LONG }, async () => {
    const now = Date.now();
    let regionalDays = 0;
    for (let d = 0; d <= 365; d++) {
      // 10:15 in Germany (08:15 or 09:15 UTC) on day d: both shops' morning hours.
      const day = new Date(now + d * DAY);
      const at = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9, 15) - (isSummer(day) ? HOUR : 0));
      if (at.getTime() < now - 20 * HOUR || at.getTime() > now + 366 * DAY) continue;
      const states = ['bavaria', 'thuringia'].map((s) => {
        const shop = imported.get(s)!;
        return { shop, expected: libraryOpen(shop.hours, shop.where, at), nationwide: libraryOpen(shop.hours, { ...shop.where, region: '' }, at) };
      });
      const regional = states.some((s) => s.expected !== s.nationwide);
      if (regional) regionalDays++;
      // Every day whose answer depends on the state, and every fifth day besides.
      if (!regional && d % 5) continue;
      for (const { shop, expected } of states) {
        const { items } = await openAt(`near=${shop.where.lat},${shop.where.lng}&radius=1&unit=km`, at);
        expect(
          items.some((f) => f.id === shop.id),
          `${at.toISOString()} ${shop.where.region}`,
        ).toBe(expected);
      }
    }
    // Epiphany, Corpus Christi, Assumption, All Saints (Bavaria), World Children's Day, Reformation Day (Thuringia).
    expect(regionalDays).toBeGreaterThanOrEqual(3);
  });
});

/** Central European summer time (UTC+2) on this UTC date: last Sunday of March to last Sunday of October. */
function isSummer(day: Date): boolean {
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Berlin', timeZoneName: 'shortOffset' }).format(day);
  return offset.endsWith('GMT+2');
}
