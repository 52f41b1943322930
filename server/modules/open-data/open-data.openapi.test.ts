import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';

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
