import { describe, expect, it } from 'vitest';
import { haversineKm, toUnit } from '@common/geo/distance.js';
import { createTestApp } from '../../test/helpers.js';
import { decodeCursor } from '../farms/search/search-sort.js';
import { V1_IN_SEASON_EXAMPLE, V1_LISTING_EXAMPLE, V1_MAP_EXAMPLE, V1_PAGE_EXAMPLE } from './open-data.examples.js';

const { app } = await createTestApp();
type Op = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Op>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

describe('the open-data API in /api/openapi.json', () => {
  const v1 = Object.entries(doc.paths).filter(([path]) => path.startsWith('/api/v1/'));

  it('lists every v1 path under the v1 tag, with a summary and the key schemes', () => {
    expect(v1.map(([path]) => path).sort()).toEqual([
      '/api/v1/export/listings.csv',
      '/api/v1/export/listings.geojson',
      '/api/v1/in-season',
      '/api/v1/listings',
      '/api/v1/listings/{id}',
      '/api/v1/map',
    ]);
    expect(doc.tags.map((t) => t.name)).toContain('v1');
    for (const [path, ops] of v1) {
      expect(ops.get.tags, path).toEqual(['v1']);
      expect(ops.get.summary, path).toBeTruthy();
      // A key is optional: `{}` says a call without one is answered too.
      expect(ops.get.security, path).toEqual([{}, { apiKeyBearer: [] }, { apiKeyHeader: [] }]);
    }
    expect(doc.components.securitySchemes.apiKeyBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.apiKeyHeader).toEqual({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
  });

  it('describes the JSON answers with their own schemas and examples, and the exports by media type', () => {
    for (const path of ['/api/v1/listings', '/api/v1/listings/{id}', '/api/v1/map', '/api/v1/in-season']) {
      // The example sits beside the schema (@fastify/swagger moves it there).
      const answer = JSON.stringify(doc.paths[path].get.responses['200'].content!['application/json']);
      expect(answer, path).toContain('"example"');
      expect(answer, path).toContain('generatedAt');
    }
    expect(JSON.stringify(doc.paths['/api/v1/listings'].get.responses['200'])).toContain('© OpenStreetMap contributors');
    expect(doc.components.schemas).toHaveProperty('V1Listing');
    expect(doc.components.schemas).toHaveProperty('V1License');
    expect(doc.paths['/api/v1/export/listings.geojson'].get.responses['200'].content).toHaveProperty(['application/geo+json']);
    expect(doc.paths['/api/v1/export/listings.csv'].get.responses['200'].content).toHaveProperty(['text/csv']);
    // The spreadsheet escaping changes phone numbers: the CSV says so, and where the raw values are.
    expect(doc.paths['/api/v1/export/listings.csv'].get.description).toMatch(/`'\+1 845 555 0142`.*GeoJSON export/s);
  });

  it('marks the key routes of account settings as needing a session', () => {
    for (const method of ['get', 'post']) expect(doc.paths['/api/account/api-keys'][method].security).toEqual([{ cookieAuth: [] }]);
    expect(doc.paths['/api/account/api-keys/{id}'].delete.security).toEqual([{ cookieAuth: [] }]);
  });
});

describe('the v1 examples', () => {
  it('tell one search: each place once, distances from the searched place, the same places on the map, the listing and in season', () => {
    const items = V1_PAGE_EXAMPLE.items;
    const raw = JSON.parse(Buffer.from(V1_PAGE_EXAMPLE.nextCursor!, 'base64url').toString('utf8')) as { o: [number, number] };
    const near = { lat: raw.o[0], lng: raw.o[1] };
    // a cursor the search would take back, after the last item
    expect(decodeCursor(V1_PAGE_EXAMPLE.nextCursor!, 'distance', near).at(-1)).toBe(items.at(-1)!.id);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(new Set(items.map((i) => i.name)).size).toBe(items.length);
    expect(new Set(items.map((i) => `${i.lat},${i.lng}`)).size).toBe(items.length);
    for (const item of items) expect(item.distance, item.name).toBeCloseTo(toUnit(haversineKm(near, item), 'mi'), 2);
    expect(items.map((i) => i.distance)).toEqual(items.map((i) => i.distance).sort());

    const byId = new Map(items.map((i) => [i.id, i]));
    for (const { geometry, properties: p } of V1_MAP_EXAMPLE.features) {
      if (p.cluster) continue;
      const item = byId.get(p.id)!;
      expect({ coordinates: geometry.coordinates, name: p.name, freshness: p.freshness, license: p.license }).toEqual({
        coordinates: [item.lng, item.lat],
        name: item.name,
        freshness: item.freshness.level,
        license: item.license.id,
      });
    }
    const { distance: _distance, ...first } = items[0];
    expect(V1_LISTING_EXAMPLE.listing).toMatchObject(first);
    expect(V1_LISTING_EXAMPLE.listing.week).toHaveLength(7);
    for (const { nearest } of V1_IN_SEASON_EXAMPLE.items)
      expect(nearest).toMatchObject({ name: byId.get(nearest.id)!.name, distance: byId.get(nearest.id)!.distance });
  });
});
