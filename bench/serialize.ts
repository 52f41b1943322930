/**
 * What writing a response costs, per answer, for the two hottest ones: a page of search results
 * (GET /api/farms) and a full map view (GET /api/farms/map, ~1,000 features). Compares the serializer the
 * routes use (fast-json-stringify compiled from the zod schema, decision 010) with what ran before routes
 * declared schemas (JSON.stringify), with a zod parse per response (what the type provider's own serializer
 * does), and with the test suite's strict check. `npx tsx bench/serialize.ts` prints µs per response.
 */
import { z } from 'zod';
import fastJson from 'fast-json-stringify';
import { FarmPageSchema, MapFeatureCollectionSchema, type FarmSummary, type MapFeatureCollection } from '../common/schemas/farms.js';
import { responseJsonSchema, responseSerializer } from '../server/plugins/response-serializer.js';

const card = (i: number): FarmSummary & { internalNote: string } => ({
  id: i,
  slug: `stand-${i}`,
  name: `Stand number ${i}`,
  kind: 'stand',
  city: 'Stone Ridge',
  region: 'NY',
  lat: 41.84 + i / 1000,
  lng: -74.14,
  timeZone: 'America/New_York',
  verified: i % 2 === 0,
  categories: ['fruit', 'produce'],
  features: ['parking'],
  accepts: i % 4 ? [] : ['snap'],
  ratingAvg: i % 3 ? 4.5 : null,
  ratingCount: 12,
  favoriteCount: 40,
  photo: i % 2 ? { id: `p${i}`, thumb: '/u/t.webp', medium: '/u/m.webp', large: '/u/l.webp', width: 1600, height: 1200, alt: 'The stand' } : null,
  availableProducts: ['Sweet corn', 'Tomatoes', 'Peaches'].map((name) => ({ name, updatedAt: '2026-09-12T13:05:00.000Z' })),
  distance: i / 10,
  open: { status: 'open', nextChange: '2026-09-12T22:00:00.000Z', todayLabel: '9:00 AM – 6:00 PM' },
  updatedAt: '2026-09-12T13:05:00.000Z',
  freshness: { hoursConfirmedAt: '2026-09-02T16:20:00.000Z', hoursConfirmedBy: 'owner' as const, stockUpdatedAt: null, level: 'fresh' as const },
  // a column that must not leave the server
  internalNote: 'x',
});

const page = (n: number) => ({ items: Array.from({ length: n }, (_, i) => card(i + 1)), nextCursor: 'abc' });
const map: MapFeatureCollection = {
  type: 'FeatureCollection',
  features: Array.from({ length: 1000 }, (_, i) => ({
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-74 + i / 1000, 41 + i / 1000] },
    properties: i % 3 ? { cluster: true, count: i, expansionZoom: 9 } : { cluster: false, id: i, name: `Stand ${i}`, kind: 'stand', open: 'closed' },
  })),
};

function time(label: string, fn: () => string, budgetMs = 1500) {
  for (let i = 0; i < 200; i++) fn(); // warm up the JIT
  let runs = 0;
  const start = process.hrtime.bigint();
  while (Number(process.hrtime.bigint() - start) / 1e6 < budgetMs) {
    fn();
    runs++;
  }
  const us = Number(process.hrtime.bigint() - start) / 1e3 / runs;
  console.log(`  ${label.padEnd(58)} ${us.toFixed(1).padStart(8)} µs`);
}

function compare(title: string, schema: z.ZodType, data: unknown) {
  console.log(`\n${title} (${(JSON.stringify(data).length / 1024).toFixed(1)} KB)`);
  const fast = fastJson(responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0]);
  const strict = responseSerializer({ strict: true })({ schema, method: 'GET', url: '/bench', httpStatus: '200' });
  time('before: JSON.stringify (no schema: sends every key)', () => JSON.stringify(data));
  time('now: fast-json-stringify from the schema (production)', () => fast(data));
  time('zod parse + JSON.stringify (type provider default)', () => JSON.stringify(schema.parse(data)));
  // The strict check refuses the extra key by design: measure it on data without one.
  const clean = JSON.parse(fast(data)) as unknown;
  time('tests only: strict check (parse, write, compare)', () => strict(clean) as string);
}

compare('GET /api/farms, 20 listings', FarmPageSchema, page(20));
compare('GET /api/farms, 100 listings (limit=100)', FarmPageSchema, page(100));
compare('GET /api/farms/map, 1,000 features', MapFeatureCollectionSchema, map);
