import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { haversineKm, kmToMiles } from '../../../lib/geo/distance.js';
import { as, createTestApp } from '../../../test/helpers.js';
import { lastStatementOf } from '../../../test/migrations.js';
import { nonce, seedListings } from '../test-fixtures.js';
import { buildTsQuery } from './text-search.js';

const { app, db } = await createTestApp();
const get = async (query: string) => as(app, null)({ method: 'GET', url: `/api/farms?${query}` });
const ids = (res: { json(): { items: Array<{ id: number }> } }) => res.json().items.map((f) => f.id);

const word = nonce();
const center = { lat: 45.9, lng: -101.3 };
let seeded: number[] = [];

beforeAll(async () => {
  seeded = await seedListings(db, [
    {
      name: `Orchard ${word} A`,
      lat: 45.9,
      lng: -101.3,
      categories: ['fruit'],
      features: ['organic', 'parking'],
      kind: 'u-pick',
      products: ['Strawberries', 'Peaches'],
    },
    {
      name: `Dairy ${word} B`,
      lat: 46.0,
      lng: -101.2,
      categories: ['dairy', 'eggs'],
      features: ['organic'],
      kind: 'stand',
      products: ['Whole milk'],
      description: 'Raw honey too',
    },
    { name: `Market ${word} C`, lat: 46.3, lng: -100.9, categories: ['produce'], features: ['snap-ebt', 'parking'], kind: 'market', products: ['Sweet corn'] },
    { name: `Far ${word} D`, lat: 47.5, lng: -98.0, categories: ['fruit'], features: [], kind: 'stand', products: ['Blueberries'] },
    { name: `Kingston ${word} E`, lat: 41.93, lng: -74.01, categories: ['eggs'], kind: 'stand' },
  ]);
});

describe('GET /api/farms near a place', () => {
  it('sorts by distance by default, within the radius, with distances within 0.5 % of haversine', async () => {
    for (const unit of ['mi', 'km'] as const) {
      const res = await get(`near=${center.lat},${center.lng}&radius=60&unit=${unit}&q=${word}`);
      expect(res.statusCode).toBe(200);
      const items = res.json().items;
      expect(items.map((f: { id: number }) => f.id)).toEqual(seeded.slice(0, 3));
      for (const f of items) {
        const km = haversineKm(center, f);
        const expected = unit === 'mi' ? kmToMiles(km) : km;
        expect(Math.abs(f.distance - expected) / Math.max(expected, 1e-9)).toBeLessThan(0.005);
        expect(f.open.status).toMatch(/open|closed/);
      }
    }
    expect(ids(await get(`near=${center.lat},${center.lng}&radius=500&q=${word}`))).toEqual(seeded.slice(0, 4));
  });

  it('resolves location= ZIP codes and city names offline; an unknown place is a clear 400', async () => {
    expect(ids(await get(`location=12401&q=${word}`))).toEqual([seeded[4]]);
    expect(ids(await get(`location=${encodeURIComponent('Kingston, NY')}&radius=10&q=${word}`))).toEqual([seeded[4]]);
    const res = await get('location=Atlantis%2C%20ZZ');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/We could not find "Atlantis, ZZ"/);
    expect(res.json().fields.location).toBeTruthy();
  });
});

describe('q: typo-tolerant text search', () => {
  it.each(['strawbery', 'strawberries', 'STRAWBERRY', 'strawberies', 'straw'])('%s finds the stand selling Strawberries', async (q) => {
    const found = ids(await get(`near=${center.lat},${center.lng}&radius=100&q=${encodeURIComponent(q)}`));
    expect(found).toContain(seeded[0]);
    expect(found).not.toContain(seeded[1]);
  });

  it('searches names, descriptions and product names', async () => {
    expect(ids(await get(`q=${word}%20honey`))).toEqual([seeded[1]]);
    expect(ids(await get(`q=${word}%20sweet%20corn`))).toEqual([seeded[2]]);
    expect(ids(await get(`q=dairy%20${word}`))).toEqual([seeded[1]]);
    expect(ids(await get(`q=${word}%20blubery`))).toEqual([seeded[3]]);
    expect(ids(await get(`q=${word}%20nothingsimilarzzz`))).toEqual([]);
  });
});

describe('q: a prefix (the last word, as it is typed)', () => {
  const place = { lat: 44.1, lng: -99.7 };
  const near = `near=${place.lat},${place.lng}&radius=10`;

  it('is spelt out as the listings’ words that start with it, and finds what the prefix found', async () => {
    const w = nonce();
    const [id] = await seedListings(db, [{ name: `Prefix ${w}berry patch`, ...place }]);
    const query = await buildTsQuery(db, w);
    expect(query).toContain(`'${w}berri'`);
    expect(query).not.toContain(':*');
    expect(ids(await get(`${near}&q=${w}`))).toEqual([id]);
    expect(ids(await get(`${near}&q=${w}b`))).toEqual([id]);
  });

  it('finds words of other characters than letters and digits (a web address), which the vocabulary once skipped', async () => {
    const w = nonce();
    const [id] = await seedListings(db, [{ name: 'Hilltop', description: `Order at ${w}.example.org`, ...place }]);
    expect(await buildTsQuery(db, w)).toContain(`'${w}.example.org'`);
    expect(ids(await get(`${near}&q=${w}`))).toEqual([id]);
  });

  it('is spelt out from words migration 0019 added to the vocabulary of listings written before it', async () => {
    const w = nonce();
    await seedListings(db, [{ name: 'Older', description: `See ${w}.example.net`, ...place }]);
    await db.execute(sql`DELETE FROM farm_search_terms WHERE term = ${`${w}.example.net`}`);
    expect(await buildTsQuery(db, `the ${w}`)).not.toContain('example.net'); // "the": another cache key, no word of its own
    await db.execute(sql.raw(lastStatementOf('0019_prefix-words')));
    expect(await buildTsQuery(db, w)).toContain(`'${w}.example.net'`);
  });

  it('is kept a minute; past it, answered at once from the last reading while one request reads the words again', async () => {
    const w = nonce();
    await seedListings(db, [{ name: `Cached ${w}apple`, ...place }]);
    const first = await buildTsQuery(db, w);
    expect(first).toContain(`'${w}appl'`);
    await seedListings(db, [{ name: `Cached ${w}pear`, ...place }]);
    expect(await buildTsQuery(db, w)).toBe(first);
    const later = Date.now() + 61_000;
    vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      expect(await Promise.all([buildTsQuery(db, w), buildTsQuery(db, w)])).toEqual([first, first]);
      await vi.waitFor(async () => expect(await buildTsQuery(db, w)).toContain(`'${w}pear'`));
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('stays a prefix past 16 words', async () => {
    const w = nonce();
    const many = Array.from({ length: 17 }, (_, i) => `${w}${'abcdefghijklmnopq'[i]}x`);
    const [id] = await seedListings(db, [{ name: 'Many words', description: many.join(' '), ...place }]);
    expect(await buildTsQuery(db, w)).toContain(`'${w}':*`);
    expect(ids(await get(`${near}&q=${w}`))).toEqual([id]);
  });
});

describe('filters', () => {
  const names = async (query: string) => ids(await get(`q=${word}&sort=name&${query}`));
  it('category is any-of, feature all-of, kind any-of, and they combine', async () => {
    expect(await names('category=fruit')).toEqual([seeded[3], seeded[0]]); // Far…, Orchard…
    expect((await names('category=eggs&category=produce')).sort()).toEqual([seeded[1], seeded[2], seeded[4]].sort());
    expect((await names('category=eggs,produce')).sort()).toEqual([seeded[1], seeded[2], seeded[4]].sort());
    expect((await names('feature=organic')).sort()).toEqual([seeded[0], seeded[1]].sort());
    expect(await names('feature=organic&feature=parking')).toEqual([seeded[0]]);
    expect(await names('kind=market')).toEqual([seeded[2]]);
    expect((await names('kind=market,u-pick')).sort()).toEqual([seeded[0], seeded[2]].sort());
    expect(await names('kind=stand&category=fruit')).toEqual([seeded[3]]);
  });

  it('sort=name and sort=rating work without a location; distance needs one', async () => {
    expect((await get(`q=${word}&sort=name`)).json().items.map((f: { name: string }) => f.name)).toEqual(
      ['Dairy', 'Far', 'Kingston', 'Market', 'Orchard'].map((n, i) => `${n} ${word} ${'BDECA'[i]}`),
    );
    expect((await get(`q=${word}&sort=rating`)).statusCode).toBe(200);
    expect((await get(`q=${word}&sort=distance`)).statusCode).toBe(400);
  });
});

describe('bad input is a 400 with a message, never a 500', () => {
  it.each([
    'near=abc',
    'near=91,0',
    'near=45,181',
    'radius=-1',
    'radius=9999',
    'radius=abc',
    'unit=ft',
    'limit=0',
    'limit=101',
    'limit=2.5',
    'cursor=garbage',
    'cursor=eyJzIjoibmFtZSIsImsiOlsiYSJdfQ',
    'sort=distance',
    'sort=price',
    'openAt=tomorrow',
    'openAt=2099-01-01T00:00:00Z',
    'open=yes',
    'open=now&openAt=2030-01-01T00:00:00Z',
    'category=gold',
    'feature=free',
    'kind=castle',
    `q=${'x'.repeat(101)}`,
    'location=',
  ])('%s', async (query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('odd but valid text is searched, not an error', async () => {
    for (const q of ["'", '\\', '!!!', ':*', 'a & b | !c', '(', 'the', '%', 'é', '日本']) {
      expect((await get(`q=${encodeURIComponent(q)}`)).statusCode, q).toBe(200);
    }
  });
});
