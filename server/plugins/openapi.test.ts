import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { appWithRoutes, routeKey } from '../test/security/app-with-routes.js';

const { app, routes } = await appWithRoutes();
const res = await app.inject({ url: '/api/openapi.json' });
const doc = res.json() as {
  openapi: string;
  info: { description: string };
  paths: Record<
    string,
    Record<string, { summary?: string; tags?: string[]; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: object }> }> }>
  >;
  tags: Array<{ name: string; description?: string }>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};
// `/api/farms/:id` is `/api/farms/{id}` in OpenAPI.
const op = (key: string) => {
  const [method, url] = key.split(' ');
  return doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
};

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(res.statusCode).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // every $ref points at a schema that is there
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => decodeURIComponent(m[1]));
    expect(refs.filter((r) => !(r in doc.components.schemas))).toEqual([]);
  });

  it('lists every API route, those without schemas yet included', () => {
    const api = [...new Set(routes.filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json').map(routeKey))];
    expect(api.length).toBeGreaterThan(100);
    expect(api.filter((key) => !op(key))).toEqual([]);
    expect(op('GET /api/docs')).toBeUndefined();
  });

  it('documents every operation: a summary, and tags the document describes (a new route is born documented)', () => {
    const declared = new Set(doc.tags.map((t) => t.name));
    const operations = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.entries(ops).map(([method, o]) => ({ key: `${method.toUpperCase()} ${url}`, ...o })),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((o) => !o.summary?.trim()).map((o) => o.key)).toEqual([]);
    expect(operations.filter((o) => !o.tags?.length).map((o) => o.key)).toEqual([]);
    expect(operations.flatMap((o) => (o.tags ?? []).filter((t) => !declared.has(t)).map((t) => `${o.key}: ${t}`))).toEqual([]);
    for (const tag of doc.tags) expect(tag.description, tag.name).toBeTruthy();
  });

  it('describes the public reads with summaries, schemas and examples', () => {
    for (const key of [
      'GET /api/farms',
      'GET /api/farms/map',
      'GET /api/farms/:id',
      'GET /api/farms/:id/reviews',
      'GET /api/blog/posts',
      'GET /api/geo/resolve',
    ]) {
      const o = op(key)!;
      expect(o.summary, key).toBeTruthy();
      expect(o.security, key).toEqual([]);
      expect(o.responses['200'].content!['application/json'].schema, key).toBeTruthy();
      expect(o.responses['4XX'], key).toBeTruthy();
    }
    const search = JSON.stringify(op('GET /api/farms')!.responses['200']);
    expect(search).toContain('Stone Ridge Orchard Stand');
    expect(op('GET /blog/rss.xml')!.responses['200'].content).toHaveProperty(['application/rss+xml']);
  });

  it('lists the open-data tag first, and its introduction sends other developers to it and its API keys', () => {
    expect(doc.tags[0].name).toBe('v1');
    expect(doc.tags[0].description).toContain('Authorization: Bearer fsf_');
    expect(doc.info.description).toMatch(/`\/api\/v1`.*Authorization: Bearer fsf_/s);
    // every tag listed has routes
    const used = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((o) => o.tags ?? [])));
    expect(doc.tags.map((t) => t.name).filter((name) => !used.has(name))).toEqual([]);
  });

  it('marks the routes that need a session', () => {
    expect(doc.components.securitySchemes.cookieAuth).toEqual({ type: 'apiKey', in: 'cookie', name: 'fsf_session' });
    for (const key of ['GET /api/farms/mine', 'POST /api/farms', 'PATCH /api/farms/:id', 'POST /api/favorites', 'PUT /api/admin/settings/maintenance']) {
      expect(op(key)!.security, key).toEqual([{ cookieAuth: [] }]);
    }
  });
});

describe('GET /api/docs', () => {
  it('serves the reference and every file it loads from the app itself, under the site’s CSP', async () => {
    const page = await app.inject({ url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    // nothing from another host: the reference works offline
    expect(assets.filter((a) => /^(https?:)?\/\//.test(a))).toEqual([]);
    expect(page.body).not.toMatch(/<script>[^<]/);
    for (const asset of assets) {
      const file = await app.inject({ url: new URL(asset, 'http://x/api/docs/').pathname });
      expect(file.statusCode, asset).toBe(200);
    }
  });
});
