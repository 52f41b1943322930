import swagger, { type SwaggerTransform, type SwaggerTransformObject } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../lib/guards.js';

/** Pages for people and files, not API: left out of the document. Feeds and sitemaps stay in it. */
const DOCUMENTED = [/^\/api\//, /^\/blog\/rss\.xml$/, /^\/sitemap/, /^\/robots\.txt$/];
const UNDOCUMENTED = [/^\/api\/docs(\/|$)/];

// v1 first: it is the API for others; the rest serves the site's own pages and changes with them.
const TAGS = [
  {
    name: 'v1',
    description:
      'The open-data API, for third-party developers: versioned, read-only answers for others to build on, readable from any site ' +
      '(CORS). A key made in account settings (`Authorization: Bearer fsf_…` or `X-API-Key: fsf_…`) raises the rate limit; without ' +
      'one a network gets a smaller budget.',
  },
  { name: 'listings', description: 'Farm stands, u-picks, markets and vendors: search, the map, a listing, and its farmer’s changes.' },
  { name: 'reviews', description: 'Reviews of a listing, its farmer’s replies, reports and moderation.' },
  { name: 'favorites', description: 'The listings a signed-in user follows.' },
  { name: 'visits', description: 'Check-ins at listings, and a user’s visits.' },
  { name: 'alerts', description: 'Product alerts: be told when a product is available near a place, and their email unsubscribe links.' },
  { name: 'trips', description: 'Day trips: a signed-in user’s plans, their stops in order, and GPX and calendar exports.' },
  { name: 'messages', description: 'Conversations between users, blocks, and a farmer’s bulk messages to a listing’s followers (and their mutes).' },
  { name: 'notifications', description: 'In-app notifications, their preferences, web push subscriptions, the live event stream and email unsubscribe links.' },
  { name: 'trust', description: 'What the community says about a listing: "Was it open?" answers, the closed warning, open reports and claims.' },
  { name: 'listing reports', description: 'Reports that a listing is wrong (closed, moved, not a farm stand), joined by others and resolved by admins.' },
  { name: 'stand stock', description: 'The printable stand sign, its QR code and the account-free stock page it opens, with the stock history.' },
  { name: 'claims', description: 'Farmers asking to take over imported listings, and the admins’ decisions.' },
  { name: 'dashboard', description: 'A farmer’s figures over time, and a user’s recently updated favorites.' },
  { name: 'achievements', description: 'A user’s badges and their progress.' },
  {
    name: 'account',
    description: 'Registration, sign-in (with two-step verification), account settings, sessions, emailed links, the data export and API keys.',
  },
  { name: 'ambassadors', description: 'Ambassador applications and referrals.' },
  { name: 'newsletter', description: 'Newsletter subscription and its unsubscribe links.' },
  { name: 'support', description: 'Messages to the team, and their handling by admins.' },
  { name: 'sponsors', description: 'Sponsor assets the popup shows, with their impressions and clicks.' },
  {
    name: 'admin',
    description:
      'The admin console: overview, users, the audit log, listings, imports, the job queue, images and site switches. Admins with two-step verification only.',
  },
  { name: 'blog', description: 'The team’s posts and their RSS feed.' },
  { name: 'places', description: 'Offline place lookups (ZIP codes, cities) from the bundled gazetteer.' },
  { name: 'site', description: 'Health checks, site switches, sitemaps.' },
];

const zodTransform = createJsonSchemaTransform({});

const ANSWERS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work is queued',
  204: 'Done: no content',
  304: 'Not modified: the ETag sent in `If-None-Match` is still the current one; no body',
  '4xx': 'Refused, with `{ message, fields? }`: 400 bad input, 401 not signed in, 403 not allowed, 404 not found, 409 conflict, 429 too many requests',
  '5xx': 'Our failure, with `{ message }`; 503 while the database is unreachable (retry after the Retry-After header)',
};
/**
 * A non-JSON answer's example (a feed, `textResponse`'s third argument) on its media type, where readers of the
 * document look for it, as @fastify/swagger does for JSON: the type provider leaves it in the schema's `examples`.
 */
function withMediaExample(answer: object): object {
  const content = (answer as { content?: Record<string, { schema?: { examples?: unknown[] } }> }).content;
  if (!content) return answer;
  const media = Object.fromEntries(
    Object.entries(content).map(([type, m]) => {
      const examples = m.schema?.examples;
      if (examples?.length !== 1) return [type, m];
      const { examples: _moved, ...schema } = m.schema!;
      return [type, { ...m, schema, example: examples[0] }];
    }),
  );
  return { ...answer, content: media };
}
/** Each declared answer with a line that says what it means (OpenAPI requires one; Fastify would write "Default Response"). */
const describeAnswers = (response: Record<string, object> | undefined) =>
  response &&
  Object.fromEntries(Object.entries(response).map(([code, answer]) => [code, { description: ANSWERS[code] ?? 'The answer', ...withMediaExample(answer) }]));
const zodComponents = createJsonSchemaTransformObject({});

/**
 * The named schemas (zod `.meta({ id })`) as components. The type provider writes each twice, as input and as
 * output; only those a route refers to are kept.
 */
const withUsedComponents: SwaggerTransformObject = (doc) => {
  const full = zodComponents(doc) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = full.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown) => {
    for (const [, name] of JSON.stringify(node).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (used.has(name)) continue;
      used.add(name);
      visit(schemas[name]);
    }
  };
  visit({ ...full, components: { ...full.components, schemas: {} } });
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...full, components: { ...full.components, schemas: kept } } as ReturnType<SwaggerTransformObject>;
};

/**
 * Each route as the document shows it: its zod schemas as JSON Schema (draft 2020-12, as OpenAPI 3.1 wants),
 * and a session requirement when it declares `config.auth`. Every route declares its schema, summary and tags
 * (openapi.test.ts fails for one that does not).
 */
const documentRoute: SwaggerTransform = (doc) => {
  const { url, route } = doc;
  if (!DOCUMENTED.some((p) => p.test(url)) || UNDOCUMENTED.some((p) => p.test(url))) return { url, schema: { hide: true } as object };
  const { schema } = zodTransform(doc);
  const auth = route.config?.auth;
  const method = [route.method].flat()[0];
  return {
    url,
    schema: {
      operationId: operationIdOf(method, url),
      ...schema,
      ...(schema?.response ? { response: describeAnswers(schema.response as Record<string, object>) } : {}),
      // Who may call it, said on every operation (an outside linter and client generators read it): the session
      // cookie for a route that needs one, nothing for a public one; a route may say more itself (v1's optional key).
      security: auth ? [{ cookieAuth: [] }] : [],
      ...(schema?.security ? { security: schema.security } : {}),
    },
  };
};

/**
 * A stable name for an operation, from its method and path (client generators name their functions after it):
 * `GET /api/farms/:id/reviews` is `getFarmsByIdReviews`. A route may name itself with `schema.operationId`.
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param ? ['by', param[1]] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
    });
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document generated from the routes' schemas. GET /api/docs: a
 * reference to read it, Swagger UI served from the app itself (no CDN: it works offline and under the
 * site's Content-Security-Policy). Registered before the routes, so that it sees every one of them.
 */
export async function registerOpenApi(app: FastifyInstance, { version, appOrigin }: { version: string; appOrigin: string }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Farm Stand Finder API',
        version,
        description:
          'Building on Farm Stand Finder? Use the open-data API under `/api/v1` (tag `v1`, first below): versioned, read-only, ' +
          'readable from any site, with an optional API key from account settings sent as `Authorization: Bearer fsf_…` for a ' +
          'larger budget. The other routes are the JSON API behind the site’s own pages and change with them. Errors are ' +
          '`{ message, fields? }`. Routes that act for a user need the session cookie set by `POST /api/login`; state-changing ' +
          'requests from another site are refused.',
        // The data's terms are per row (decision 036: each listing carries its source's license and attribution).
        termsOfService: `${appOrigin}/terms-of-service`,
        license: { name: 'Each listing under its own license: the `license` of every v1 row', url: `${appOrigin}/terms-of-service` },
      },
      // Relative: the API is on the origin that serves this document (APP_ORIGIN), whichever that is.
      servers: [{ url: '/', description: 'The origin serving this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          // The open-data API's keys (/api/v1, decision 036), either way of sending one.
          apiKeyBearer: { type: 'http', scheme: 'bearer', description: 'An API key from account settings' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
        },
      },
    },
    transform: documentRoute,
    transformObject: withUsedComponents,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The site's own policy (plugins/security.ts) already allows it: every file comes from this origin.
    staticCSP: false,
    theme: { title: 'Farm Stand Finder API' },
    uiConfig: { deepLinking: true, docExpansion: 'list' },
  });

  app.get('/api/openapi.json', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(app.swagger()));
}
