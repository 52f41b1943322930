import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { as, registerUser } from '../test/helpers.js';
import { appWithRoutes } from '../test/security/app-with-routes.js';

// Issue 35, point 6: the document as an outside tool reads it. Redocly's recommended rules are what client
// generators and API catalogues expect: every operation says who may call it (`security: []` for a public one)
// and has an operationId, the servers are named, each required property is defined, and a license is stated.
const { app } = await appWithRoutes();
const doc = (await app.inject({ url: '/api/openapi.json' })).json() as {
  paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, { content?: Record<string, JsonSchema> }> }>>;
};
interface JsonSchema {
  schema?: JsonSchema;
  example?: unknown;
  properties?: Record<string, JsonSchema>;
}

describe('the OpenAPI document under an outside linter', () => {
  it('passes Redocly’s recommended rules with no error and no warning', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('names each operation after its method and path, and says who may call it', () => {
    expect(doc.paths['/api/farms/{id}/reviews'].get.operationId).toBe('getFarmsByIdReviews');
    expect(doc.paths['/blog/rss.xml'].get.operationId).toBe('getBlogRssXml');
    expect(doc.paths['/api/farms/{id}'].get.security).toEqual([]);
    expect(doc.paths['/api/favorites'].get.security).toEqual([{ cookieAuth: [] }]);
    // v1's key is optional: anonymous, or either way of sending a key.
    expect(doc.paths['/api/v1/listings'].get.security).toEqual([{}, { apiKeyBearer: [] }, { apiKeyHeader: [] }]);
  });

  it('shows the RSS feed with an example', () => {
    const media = doc.paths['/blog/rss.xml'].get.responses['200'].content!['application/rss+xml'];
    expect(String(media.example)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(String(media.example)).toContain('<title>First strawberries of June</title>');
  });

  it('names every field GET /api/notification-preferences answers, and the answer has no other', async () => {
    const user = await registerUser(app);
    const res = await as(app, user)({ method: 'GET', url: '/api/notification-preferences' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Record<string, Record<string, boolean>>;
    const schema = doc.paths['/api/notification-preferences'].get.responses['200'].content!['application/json'].schema!;
    const named = Object.keys(schema.properties ?? {});
    expect(named.length).toBeGreaterThan(0);
    expect(Object.keys(body).sort()).toEqual(named.sort());
    for (const [type, channels] of Object.entries(body)) {
      const fields = schema.properties![type].properties ?? (schema.properties![type] as { $ref?: string } & JsonSchema);
      expect(Object.keys(channels).sort(), type).toEqual(Object.keys(fields).sort());
    }
  });
});
