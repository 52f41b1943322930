/**
 * DATABASE_URL=postgres://…/fsf_bench npx tsx bench/explain.ts [--generic]
 *
 * EXPLAIN (ANALYZE, BUFFERS) of the queries behind each benchmarked endpoint, built by the real repository
 * code, on a database loaded by `bench/search.ts --keep`. --generic shows the generic plans the prepared
 * statements settle on (plan_cache_mode = force_generic_plan) instead of the first custom plans.
 */
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../server/db/client.js';
import { createDb } from '../server/db/client.js';
import { gridView } from '../server/modules/farms/map/map-grid.js';
import { liveCells, openLevelCells, pyramidCells } from '../server/modules/farms/map/map.repository.js';
import { searchListings } from '../server/modules/farms/search/search.repository.js';
import { buildTsQuery } from '../server/modules/farms/search/text-search.js';
import { storedOpenAt } from '../server/modules/farms/hours/stored-open.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the benchmark database (kept with --keep).');
const generic = process.argv.includes('--generic');
const db = createDb(url, 2);

/** Runs `fn` against a stand-in pool that records the statement instead of running it. */
async function captured(fn: (fake: Db) => Promise<unknown>): Promise<{ text: string; values: unknown[] }> {
  let last: { text: string; values: unknown[] } | null = null;
  const fake = {
    $client: { query: async (q: { text: string; values: unknown[] }) => ((last = q), { rows: [{ rows: [] }] }) },
    execute: async (q: SQL) => {
      const { sql: text, params } = new PgDialect().sqlToQuery(q);
      last = { text, values: params };
      return { rows: [{ rows: [] }] };
    },
  } as unknown as Db;
  await fn(fake);
  return last!;
}

const none = { kinds: [], categories: [], features: [], tsquery: null, availableTsquery: null, openAt: null, openStored: null };
// Near a place each search walks the listings in season first (season: 0, decision 054), as search.service.ts does.
// The schedules open now, as a search reads them (once a minute, hours/stored-open.ts).
const openNow = await storedOpenAt(db, new Date());
const near = { lat: 41.93, lng: -74.0 };
const box = (lat: number, lng: number, zoom: number, w = 640, h = 400) => {
  const d = 360 / (256 * 2 ** zoom);
  return { west: lng - w * d, east: lng + w * d, south: lat - h * d * 0.75, north: lat + h * d * 0.75 };
};
const radiusM = 25 * 1609.344;
const cases: Array<[string, (fake: Db) => Promise<unknown>]> = [
  ['near + radius 25 mi', (f) => searchListings(f, { filters: none, origin: near, radiusM, sort: 'distance', after: null, limit: 22, season: 0 })],
  [
    'near + open=now',
    (f) =>
      searchListings(f, {
        filters: { ...none, openAt: new Date(), openStored: openNow },
        origin: near,
        radiusM,
        sort: 'distance',
        after: null,
        limit: 22,
        season: 0,
      }),
  ],
  [
    'q=strawbery + near',
    async (f) =>
      searchListings(f, {
        filters: { ...none, tsquery: await buildTsQuery(db, 'strawbery') },
        origin: near,
        radiusM,
        sort: 'distance',
        after: null,
        limit: 22,
        season: 0,
      }),
  ],
  [
    'available=strawbery + near',
    async (f) =>
      searchListings(f, {
        filters: { ...none, availableTsquery: await buildTsQuery(db, 'strawbery') },
        origin: near,
        radiusM,
        sort: 'distance',
        after: null,
        limit: 22,
        season: 0,
      }),
  ],
  ...(['eggs', 'straw'] as const).flatMap((word): Array<[string, (fake: Db) => Promise<unknown>]> => [
    [
      `q=${word} + near`,
      async (f) =>
        searchListings(f, {
          filters: { ...none, tsquery: await buildTsQuery(db, word) },
          origin: near,
          radiusM,
          sort: 'distance',
          after: null,
          limit: 22,
          season: 0,
        }),
    ],
    [
      `available=${word} + near`,
      async (f) =>
        searchListings(f, {
          filters: { ...none, availableTsquery: await buildTsQuery(db, word) },
          origin: near,
          radiusM,
          sort: 'distance',
          after: null,
          limit: 22,
          season: 0,
        }),
    ],
  ]),
  ['q=blubery: spelling step', (f) => buildTsQuery(f, 'blubery')],
  ['sort=rating, no location', (f) => searchListings(f, { filters: none, origin: null, radiusM: null, sort: 'rating', after: [4.5, 10, 500], limit: 21 })],
  ['map z4 (pyramid)', (f) => pyramidCells(f, gridView(box(39, -96, 4), 4))],
  ["map level 9 + open=now (the open cache's read of a level)", (f) => openLevelCells(f, 9, openNow)],
  ['map z13 (live)', (f) => liveCells(f, gridView(box(41.93, -74.0, 13), 13), none)],
];

const client = new pg.Client({ connectionString: url });
await client.connect();
if (generic) await client.query('SET plan_cache_mode = force_generic_plan');
const shorten = (line: string) =>
  line
    .replace(/\(\(\(\(cube\(cube\(cube\(.*?\)\)::earth\)::cube/g, '(fsf_earth(lat, lng)')
    .replace(/\(cube\(cube\(cube\(.*?\)\)::earth\)::cube/g, 'fsf_earth(lat, lng)');
for (const [name, fn] of cases) {
  const q = await captured(fn);
  let plan: string[];
  if (generic) {
    await client.query(`PREPARE bench_q AS ${q.text}`);
    // EXECUTE takes literals, not bind parameters.
    const args = q.values
      .map((v) => client.escapeLiteral(String((pg as unknown as { utils: { prepareValue(v: unknown): unknown } }).utils.prepareValue(v))))
      .join(', ');
    plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_q${args ? `(${args})` : ''}`)).rows.map((r) => r['QUERY PLAN']);
    await client.query('DEALLOCATE bench_q');
  } else {
    await client.query(q.text, q.values); // warm the cache: show the steady state
    plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values)).rows.map((r) => r['QUERY PLAN']);
  }
  console.log(`\n### ${name}${generic ? ' (generic plan)' : ''}\n${plan.map(shorten).join('\n')}`);
}
await client.end();
await db.$client.end();
