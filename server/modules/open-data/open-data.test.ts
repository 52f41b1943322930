import { eq } from 'drizzle-orm';
import { parse as parseCsv } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { V1InSeasonSchema, V1ListingAnswerSchema, V1ListingPageSchema, V1MapSchema } from '@common/schemas/open-data.js';
import { farms, users } from '../../db/schema/index.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { as, createTestApp, ORIGIN, registerUser } from '../../test/helpers.js';
import { networkKey } from '../../lib/client-network.js';
import { nonce, seedListings } from '../farms/test-fixtures.js';
import { geojsonExport } from './export.js';
import { publishedListings } from './open-data.repository.js';

const { app, db } = await createTestApp();

// Somewhere no other test puts listings: the Sandhills of Nebraska.
const HERE = { lat: 42.05, lng: -101.2 };
const word = nonce();
const ids = await seedListings(db, [
  { name: `Hofladen ${word}`, ...HERE, products: ['Eggs'] },
  { name: `Market ${word}`, lat: HERE.lat + 0.01, lng: HERE.lng, kind: 'market', products: ['Honey'] },
  { name: `=HYPERLINK("x") ${word}, "quoted"`, lat: HERE.lat + 0.02, lng: HERE.lng, products: ['Sweet corn'] },
  { name: `Draft ${word}`, lat: HERE.lat + 0.03, lng: HERE.lng, status: 'draft' },
]);
const [osmId, usdaId, siteId, draftId] = ids;
await db
  .update(farms)
  .set({ source: 'osm', externalId: `node/${word}` })
  .where(eq(farms.id, osmId));
await db.update(farms).set({ source: 'usda', externalId: word }).where(eq(farms.id, usdaId));

const owner = await registerUser(app, 'consumer');
const key: string = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Test app' } })).json().secret;

/** A v1 call from its own network (so anonymous budgets do not mix between tests), with a key or not. */
let net = 0;
const call = (url: string, headers: Record<string, string> = {}, ip = `198.18.${++net}.1`) => app.inject({ method: 'GET', url, headers, remoteAddress: ip });
const withKey = (url: string, k = key) => call(url, { authorization: `Bearer ${k}` });
const where = `near=${HERE.lat},${HERE.lng}&radius=10`;

describe('v1 reads', () => {
  it('searches with the public search’s filters, each listing with its freshness and license, in the v1 shape', async () => {
    const res = await withKey(`/api/v1/listings?${where}&q=${word}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = V1ListingPageSchema.parse(res.json());
    expect(page.items.map((i) => i.id)).toEqual([osmId, usdaId, siteId]);
    expect(page.items.map((i) => i.license.id)).toEqual(['ODbL-1.0', 'public-domain', 'site-terms']);
    expect(page.items[0].license.attribution).toBe('© OpenStreetMap contributors');
    expect(page.items[0].freshness.level).toMatch(/fresh|aging|stale/);
    expect(page.items[0].url).toBe(`${ORIGIN}/farm/${osmId}`);
    // Its own shape: nothing of the app's internal answer that v1 does not declare.
    expect(res.json().items[0]).not.toHaveProperty('slug');
    expect(res.json().items[0]).not.toHaveProperty('favoriteCount');

    const found = async (query: string) => (await withKey(`/api/v1/listings?${where}&q=${word}&${query}`)).json().items.map((i: { id: number }) => i.id);
    expect(await found('kind=market')).toEqual([usdaId]);
    expect(await found('available=eggs')).toEqual([osmId]);
    expect(await found('kind=market&available=eggs')).toEqual([]);
  });

  it('answers a listing, and a draft is not open data (404)', async () => {
    const res = await withKey(`/api/v1/listings/${osmId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { listing } = V1ListingAnswerSchema.parse(res.json());
    expect(listing.products.map((p) => p.name)).toEqual(['Eggs']);
    expect(listing.license).toMatchObject({ id: 'ODbL-1.0', source: 'osm' });
    expect(res.json().listing).not.toHaveProperty('email');
    expect((await withKey(`/api/v1/listings/${draftId}`)).statusCode).toBe(404);
  });

  it('answers the map and in season, each with freshness', async () => {
    const map = await withKey(`/api/v1/map?bbox=${HERE.lng - 0.05},${HERE.lat - 0.05},${HERE.lng + 0.05},${HERE.lat + 0.05}&zoom=16&q=${word}`);
    expect(map.statusCode, map.body).toBe(200);
    const points = V1MapSchema.parse(map.json()).features.flatMap((f) => (f.properties.cluster ? [] : [f.properties]));
    expect(points.map((p) => p.id).sort()).toEqual([osmId, usdaId, siteId].sort());
    expect(points.find((p) => p.id === usdaId)).toMatchObject({ license: 'public-domain', freshness: expect.stringMatching(/fresh|aging|stale/) });

    await db.$client.query(`UPDATE farm_products SET available = true, available_updated_at = now() WHERE farm_id = $1`, [osmId]);
    const season = await withKey(`/api/v1/in-season?${where}`);
    expect(season.statusCode, season.body).toBe(200);
    const eggs = V1InSeasonSchema.parse(season.json()).items.find((g) => g.product === 'Eggs');
    expect(eggs?.nearest).toMatchObject({ id: osmId, license: { id: 'ODbL-1.0', attribution: '© OpenStreetMap contributors' } });
    expect(eggs?.nearest.freshness.level).toMatch(/fresh|aging|stale/);
  });

  it('refuses bad input with a 400 and its fields', async () => {
    const res = await withKey('/api/v1/listings?near=somewhere');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('near');
    expect((await withKey('/api/v1/map?bbox=1,2,3&zoom=4')).statusCode).toBe(400);
    // in the reader's language, and naming the field for a NUL too
    const es = await call('/api/v1/listings?near=somewhere', { authorization: `Bearer ${key}`, 'accept-language': 'es' });
    expect(es.json().fields).toEqual({ near: 'near debe ser "lat,lng"' });
    expect((await withKey('/api/v1/listings?q=%00')).json().fields).toEqual({ q: 'Text cannot contain NUL characters.' });
    expect((await withKey('/api/v1/map?bbox=1,2,3,4')).json().fields).toEqual({ zoom: 'Enter a number' });
  });

  it('refuses a parameter it does not know instead of answering unfiltered', async () => {
    for (const [url, unknown] of [
      [`/api/v1/listings?${where}&category[]=fruit`, 'category[]'],
      [`/api/v1/listings?${where}&catgory=fruit`, 'catgory'],
      ['/api/v1/map?bbox=-102,41,-100,43&zoom=8&radius=5', 'radius'],
      [`/api/v1/in-season?${where}&q=corn`, 'q'],
    ]) {
      const res = await withKey(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(`Unknown field(s): ${unknown}`);
    }
    // The repeated and comma forms of a list are what it knows.
    const both = await withKey(`/api/v1/listings?${where}&category=produce&category=honey`);
    expect(both.statusCode).toBe(200);
    expect(both.json().items.length).toBeGreaterThan(0);
    expect((await withKey(`/api/v1/listings?${where}&category=produce,honey`)).json().items).toEqual(both.json().items);
  });
});

describe('v1 caching', () => {
  const ifNoneMatch = (url: string, tag: string, k = key) => call(url, { authorization: `Bearer ${k}`, 'if-none-match': tag });

  it('gives each answer a weak ETag and public, no-cache; the same ETag back is a 304 with no body', async () => {
    for (const url of [
      `/api/v1/listings/${osmId}`,
      `/api/v1/listings?${where}&q=${word}`,
      `/api/v1/map?bbox=${HERE.lng - 0.05},${HERE.lat - 0.05},${HERE.lng + 0.05},${HERE.lat + 0.05}&zoom=16&q=${word}`,
      `/api/v1/in-season?${where}`,
    ]) {
      const first = await withKey(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers.etag, url).toMatch(/^W\/".+"$/);
      expect(first.headers['cache-control'], url).toBe('public, no-cache');
      // generatedAt moves on every call; the ETag does not
      const again = await ifNoneMatch(url, String(first.headers.etag));
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.headers['cache-control'], url).toBe('public, no-cache');
      expect(again.headers['ratelimit-remaining'], url).toBeTruthy();
      expect((await ifNoneMatch(url, 'W/"something-else"')).statusCode, url).toBe(200);
    }
    expect((await withKey(`/api/v1/listings/${draftId}`)).headers.etag).toBeUndefined();
    // a page elsewhere may read it
    expect((await withKey(`/api/v1/listings/${osmId}`)).headers['access-control-expose-headers']).toMatch(/ETag/);
  });

  it('gives a changed listing a new ETag', async () => {
    const url = `/api/v1/listings/${siteId}`;
    const before = String((await withKey(url)).headers.etag);
    await db.update(farms).set({ phone: '+1 845 555 0142', updatedAt: new Date() }).where(eq(farms.id, siteId));
    const after = await ifNoneMatch(url, before);
    expect(after.statusCode).toBe(200);
    expect(after.json().listing.phone).toBe('+1 845 555 0142');
    expect(after.headers.etag).not.toBe(before);
  });

  it('tags the exports from the data, so an unchanged export is a 304 before anything is read, and a change is a new one', async () => {
    // A key of its own: exports have a small budget.
    const mirror: string = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Mirror' } })).json().secret;
    for (const url of ['/api/v1/export/listings.geojson', '/api/v1/export/listings.csv']) {
      // Other files write listings meanwhile: of a few tries, one has nothing changed between its two calls.
      let first, again;
      for (let tries = 0; tries < 5 && again?.statusCode !== 304; tries++) {
        first = await withKey(url, mirror);
        again = await ifNoneMatch(url, String(first.headers.etag), mirror);
      }
      expect(first!.statusCode, url).toBe(200);
      expect(first!.headers.etag, url).toMatch(/^W\/".+"$/);
      expect(first!.headers['cache-control'], url).toBe('public, no-cache');
      expect(again!.statusCode, url).toBe(304);
      expect(again!.body, url).toBe('');
      expect(again!.headers['cache-control'], url).toBe('public, no-cache');
      await db.update(farms).set({ updatedAt: new Date() }).where(eq(farms.id, usdaId));
      const changed = await ifNoneMatch(url, String(first!.headers.etag), mirror);
      expect(changed.statusCode, url).toBe(200);
      expect(changed.headers.etag, url).not.toBe(first!.headers.etag);
    }
  });
});

describe('v1 keys and limits', () => {
  it('takes the key as a Bearer token or X-API-Key, with the key’s budget in the RateLimit headers', async () => {
    const bearer = await withKey(`/api/v1/listings/${osmId}`);
    expect(bearer.headers['ratelimit-limit']).toBe(String(LIMITS.apiV1Key.max));
    const header = await call(`/api/v1/listings/${osmId}`, { 'x-api-key': key });
    expect(header.statusCode).toBe(200);
    expect(Number(header.headers['ratelimit-remaining'])).toBe(Number(bearer.headers['ratelimit-remaining']) - 1);
    expect(Number(header.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(Number(header.headers['ratelimit-reset'])).toBeLessThanOrEqual(LIMITS.apiV1Key.windowSeconds);
    // Its owner sees that it was used.
    const [listed] = (await as(app, owner)({ method: 'GET', url: '/api/account/api-keys' })).json().items;
    expect(listed.lastUsedAt).toEqual(expect.any(String));
  });

  it('answers without a key on the network’s smaller budget (decision 036)', async () => {
    const res = await call(`/api/v1/listings/${osmId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBe(String(LIMITS.apiV1Anonymous.max));
    expect(res.headers['ratelimit-remaining']).toBe(String(LIMITS.apiV1Anonymous.max - 1));
  });

  it('refuses a wrong key and an empty one with 401, never falling back to anonymous', async () => {
    const refused: Array<Record<string, string>> = [
      { authorization: 'Bearer fsf_notarealkey' },
      { 'x-api-key': 'nope' },
      { authorization: 'Basic dXNlcjpwYXNz' },
      { 'x-api-key': '' },
    ];
    for (const headers of refused) {
      const res = await call(`/api/v1/listings/${osmId}`, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json().message).toMatch(/API key is not valid/);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      // a page elsewhere may read why
      expect(res.headers['access-control-expose-headers']).toMatch(/WWW-Authenticate/);
    }
    // in the reader's language
    const es = await call(`/api/v1/listings/${osmId}`, { 'x-api-key': 'nope', 'accept-language': 'es' });
    expect(es.json().message).toMatch(/^Esta clave de API no es válida/);
  });

  it('refuses a revoked key at once', async () => {
    const made = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Short-lived' } })).json();
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(200);
    expect((await as(app, owner)({ method: 'DELETE', url: `/api/account/api-keys/${made.key.id}` })).statusCode).toBe(204);
    const res = await withKey(`/api/v1/listings/${osmId}`, made.secret);
    expect(res.statusCode).toBe(401);
  });

  it('refuses the keys of a suspended account, and takes them back when the suspension is lifted', async () => {
    const user = await registerUser(app, 'consumer');
    const made = (await as(app, user)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Scraper' } })).json();
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(200);
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(401);
    await db.update(users).set({ suspendedAt: null }).where(eq(users.id, user.id));
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(200);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(401);
  });

  it('answers 429 with Retry-After past the key’s limit, counted in the shared table', async () => {
    const made = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Busy' } })).json();
    const first = await withKey(`/api/v1/listings/${osmId}`, made.secret);
    expect(first.headers['ratelimit-remaining']).toBe(String(LIMITS.apiV1Key.max - 1));
    // Another process has used up the rest of this hour's budget: the counter is the database's, not this process's.
    await db.$client.query(`UPDATE rate_limits SET count = $2 WHERE key = $1`, [`apiV1Key:${made.key.id}`, LIMITS.apiV1Key.max]);
    const over = await withKey(`/api/v1/listings/${osmId}`, made.secret);
    expect(over.statusCode).toBe(429);
    expect(over.headers['ratelimit-limit']).toBe(String(LIMITS.apiV1Key.max));
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['retry-after']).toBe(over.headers['ratelimit-reset']);
    expect(over.headers['access-control-allow-origin']).toBe('*');
    expect(over.json().message).toMatch(/too many requests this hour/);
    // Other keys keep their own budget.
    expect((await withKey(`/api/v1/listings/${osmId}`)).statusCode).toBe(200);
  });

  it('limits calls without a key per network', async () => {
    const ip = '198.19.250.7';
    await call(`/api/v1/listings/${osmId}`, {}, ip);
    await db.$client.query(`UPDATE rate_limits SET count = $2 WHERE key = $1`, [`apiV1Anonymous:${networkKey(ip)}`, LIMITS.apiV1Anonymous.max]);
    const over = await call(`/api/v1/listings/${osmId}`, {}, ip);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
    expect(over.json().message).toMatch(/Use an API key/);
  });
});

describe('CORS', () => {
  it('lets any site read v1, and answers its preflight', async () => {
    const res = await call(`/api/v1/listings/${osmId}`, { origin: 'https://someone-else.example' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toMatch(/RateLimit-Remaining/);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/listings',
      headers: { origin: 'https://someone-else.example', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(pre.statusCode).toBe(204);
    expect(pre.headers['access-control-allow-origin']).toBe('*');
    expect(pre.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(pre.headers['access-control-allow-methods']).toMatch(/GET/);
  });

  it('says nothing of the kind on the app’s own routes', async () => {
    const res = await call(`/api/farms?${where}`, { origin: 'https://someone-else.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/api/farms',
      headers: { origin: 'https://someone-else.example', 'access-control-request-method': 'GET' },
    });
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    // and still refuses cross-site writes
    const write = await app.inject({
      method: 'POST',
      url: '/api/account/api-keys',
      headers: { origin: 'https://someone-else.example', cookie: owner.cookie },
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);
  });
});

describe('bulk export', () => {
  const mine = new Set([osmId, usdaId, siteId]);
  const expected = {
    [osmId]: { id: 'ODbL-1.0', attribution: '© OpenStreetMap contributors', source: 'osm' },
    [usdaId]: { id: 'public-domain', attribution: 'USDA Agricultural Marketing Service, National Farmers Market Directory', source: 'usda' },
    [siteId]: { id: 'site-terms', attribution: 'Farm Stand Finder', source: null },
  } as Record<number, { id: string; attribution: string; source: string | null }>;

  it('streams every published listing as a GeoJSON FeatureCollection, each with its license', async () => {
    const res = await withKey('/api/v1/export/listings.geojson');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/geo\+json/);
    expect(res.headers['ratelimit-limit']).toBe(String(LIMITS.apiV1ExportKey.max));
    const doc = JSON.parse(res.body) as {
      type: string;
      features: Array<{ type: string; geometry: { type: string; coordinates: number[] }; properties: Record<string, unknown> & { id: number } }>;
    };
    expect(doc.type).toBe('FeatureCollection');
    expect(Array.isArray(doc.features)).toBe(true);
    const ours = doc.features.filter((f) => mine.has(f.properties.id));
    expect(ours).toHaveLength(3);
    for (const f of ours) {
      expect(f.type).toBe('Feature');
      expect(f.geometry).toMatchObject({ type: 'Point', coordinates: [HERE.lng, expect.any(Number)] });
      expect(f.properties.license).toMatchObject(expected[f.properties.id]);
      expect(f.properties).not.toHaveProperty('email');
    }
    expect(doc.features.some((f) => f.properties.id === draftId)).toBe(false);
    expect(ours.find((f) => f.properties.id === osmId)!.properties.products).toMatchObject([{ name: 'Eggs' }]);
  });

  it('streams the same listings as CSV that a standard parser reads back, quoted and formula-safe', async () => {
    const res = await withKey('/api/v1/export/listings.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parseCsv(res.body, { columns: true, skip_empty_lines: true }) as Array<Record<string, string>>;
    const ours = rows.filter((r) => mine.has(Number(r.id)));
    expect(ours).toHaveLength(3);
    for (const r of ours) {
      const want = expected[Number(r.id)];
      expect({ id: r['license.id'], attribution: r['license.attribution'], source: r['license.source'] || null }).toEqual(want);
      expect(Number(r.lng)).toBe(HERE.lng);
    }
    // Commas and quotes survive; a name a spreadsheet would run as a formula starts with a quote instead.
    expect(ours.find((r) => Number(r.id) === siteId)!.name).toBe(`'=HYPERLINK("x") ${word}, "quoted"`);
    expect(rows.some((r) => Number(r.id) === draftId)).toBe(false);
  });

  // Issue 35, point 6: one vocabulary for v1 (decision 036). GeoJSON's properties are the JSON's fields, nested
  // alike; a CSV column is a field's path, a list of products their names.
  it('names every exported field as v1’s JSON does, in GeoJSON and in CSV', async () => {
    const json = (await withKey(`/api/v1/listings/${osmId}`)).json() as { listing: Record<string, unknown> };
    const geojson = JSON.parse((await withKey('/api/v1/export/listings.geojson')).body) as {
      features: Array<{ geometry: { coordinates: number[] }; properties: Record<string, unknown> }>;
    };
    const { properties, geometry } = geojson.features.find((f) => f.properties.id === osmId)!;
    const outside = Object.keys(properties).filter((k) => !(k in json.listing));
    expect(outside).toEqual([]);
    for (const field of Object.keys(properties)) expect(properties[field], field).toEqual(json.listing[field]);
    expect(geometry.coordinates).toEqual([json.listing.lng, json.listing.lat]);

    const paths = (value: unknown, prefix = ''): string[] =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => paths(v, `${prefix}${k}.`))
        : [prefix.slice(0, -1)];
    const [header] = parseCsv((await withKey('/api/v1/export/listings.csv')).body, { to_line: 1 }) as string[][];
    expect(header.filter((column) => !paths(json.listing).includes(column))).toEqual([]);
    expect(header).toEqual(expect.arrayContaining(['postalCode', 'timeZone', 'freshness.level', 'license.id', 'license.url', 'updatedAt']));
  });

  it('puts an apostrophe before a text cell a spreadsheet would run, as its description says; GeoJSON has the raw values', async () => {
    await db.update(farms).set({ phone: '+1 845 555 0142' }).where(eq(farms.id, osmId));
    const csv = parseCsv((await withKey('/api/v1/export/listings.csv')).body, { columns: true }) as Array<Record<string, string>>;
    const geojson = JSON.parse((await withKey('/api/v1/export/listings.geojson')).body) as { features: Array<{ properties: Record<string, unknown> }> };
    const row = (id: number) => csv.find((r) => Number(r.id) === id)!;
    const raw = (id: number) => geojson.features.find((f) => f.properties.id === id)!.properties;
    expect(row(osmId).phone).toBe("'+1 845 555 0142");
    expect(row(osmId).lng).toBe(String(HERE.lng)); // a negative number is not text
    // The way back that the description gives programs.
    const unescape = (cell: string) => cell.replace(/^'(?=[=+\-@\t\r＝＋－＠])/, '');
    for (const id of [osmId, siteId]) {
      expect(unescape(row(id).phone)).toBe(raw(id).phone ?? '');
      expect(unescape(row(id).name)).toBe(raw(id).name);
    }
  });

  it('reads the database a batch at a time and writes each as it comes, never the whole file at once', async () => {
    let batches = 0;
    let rows = 0;
    for await (const batch of publishedListings(db, 2)) {
      expect(batch.length).toBeLessThanOrEqual(2);
      batches++;
      rows += batch.length;
    }
    expect(batches).toBeGreaterThanOrEqual(2);
    expect(batches).toBe(Math.ceil(rows / 2));
    // The reply is a stream of many chunks (the opening, one per feature, the closing), not one string; this
    // file's three listings at least (other files' may come and go meanwhile).
    let chunks = 0;
    for await (const _chunk of geojsonExport(db, ORIGIN)) chunks++;
    expect(chunks).toBeGreaterThanOrEqual(5);
  });

  it('has its own, smaller budget', async () => {
    const made = (await as(app, owner)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Exporter' } })).json();
    await withKey('/api/v1/export/listings.csv', made.secret);
    await db.$client.query(`UPDATE rate_limits SET count = $2 WHERE key = $1`, [`apiV1ExportKey:${made.key.id}`, LIMITS.apiV1ExportKey.max]);
    const over = await withKey('/api/v1/export/listings.csv', made.secret);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeTruthy();
    // the ordinary reads are another budget
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(200);
  });
});

describe('account deletion', () => {
  it('erases the user’s keys', async () => {
    const user = await registerUser(app, 'consumer');
    const made = (await as(app, user)({ method: 'POST', url: '/api/account/api-keys', payload: { name: 'Gone soon' } })).json();
    const del = await as(app, user)({ method: 'POST', url: '/api/account/delete', payload: { password: 'correct horse battery' } });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const { rows } = await db.$client.query(`SELECT 1 FROM api_keys WHERE id = $1`, [made.key.id]);
    expect(rows).toEqual([]);
    expect((await withKey(`/api/v1/listings/${osmId}`, made.secret)).statusCode).toBe(401);
  });
});
