import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createListing } from '../../modules/farms/test-fixtures.js';
import { as, createAdmin, registerUser, type TestUser } from '../helpers.js';
import { appWithRoutes, routeKey, type ApiRoute } from './app-with-routes.js';
import { STREAMS } from './access-table.js';
import { BAD_PARAMS, BAD_QUERIES, HTML_ROUTES, IGNORES_BODY, RAW_BODIES, SAMPLES, UNICODE, WRONG_ROOTS, wrongValues } from './fuzz-cases.js';

// A database of its own: afterwards, every table but sessions and rate-limit counters must be exactly as before.
const { app, db, routes } = await appWithRoutes({ isolated: true });
// Event streams never end: their refusal of strangers is checked in authz-matrix.test.ts.
const api = dedupe(routes.filter((r) => r.url.startsWith('/api/') && !STREAMS.includes(routeKey(r))));
let admin = await createAdmin(app, db);
const farmer = await registerUser(app, 'farmer');
const farm = await createListing(app, farmer, { name: 'Fuzz Target Farm' });
const victim = await registerUser(app);
const sponsor = (
  await as(
    app,
    admin,
  )({
    method: 'POST',
    url: '/api/admin/sponsors',
    payload: { title: 'Fuzz', linkUrl: 'https://example.com', mediaType: 'image', imageUrl: 'https://example.com/a.png', altText: 'A' },
  })
).json();

/** Real ids where a route names one, so that a request gets past "not found" to the body's validation. */
function fillParams(url: string, override?: string) {
  return url.replace(/:(\w+)|\*/g, (_m, name: string | undefined) => {
    if (override !== undefined) return override;
    if (name === 'productId') return farm.products[0].id;
    if (name === 'id' && url.startsWith('/api/farms/')) return String(farm.id);
    if (name === 'id' && url.startsWith('/api/admin/sponsors/')) return sponsor.id;
    if (name === 'id' && url.startsWith('/api/admin/users/')) return victim.id;
    return '00000000-0000-4000-8000-000000000000';
  });
}

const STACK = /\n\s+at [\w$.<>[\]]+ \(|node_modules\/|\/server\/[\w/-]+\.ts|\.ts:\d+:\d+/;
let ipCounter = 0;
// A /64 of its own for every request: the limits count per network (an IPv4 /24, an IPv6 /64).
const nextIp = () => `fd00:f022:0:${(++ipCounter).toString(16)}::1`;

async function send(opts: InjectOptions & { url: string }) {
  const res = await as(app, admin)({ ...opts, remoteAddress: nextIp() });
  // a refused request must not have cost the admin the session; if something signed it out, sign in again
  if (res.statusCode < 300 && /logout|end-all|delete/.test(opts.url)) admin = await createAdmin(app, db);
  return res;
}

function problem(res: LightMyRequestResponse, mustRefuse: boolean, html = false): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 160)}`;
  if (mustRefuse && res.statusCode < 400) return `accepted with ${res.statusCode}: ${res.body.slice(0, 160)}`;
  if (STACK.test(res.body)) return `stack trace in ${res.body.slice(0, 160)}`;
  if (html) return null; // a page for people: any refusal that is not a crash or a leak will do
  if (res.statusCode >= 400) {
    if (!String(res.headers['content-type']).startsWith('application/json')) return `${res.statusCode} not JSON: ${res.headers['content-type']}`;
    const message = (res.json() as { message?: unknown }).message;
    if (typeof message !== 'string' || !message.trim()) return `${res.statusCode} without a message`;
  }
  return null;
}

async function snapshot() {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name NOT IN ('sessions', 'rate_limits') ORDER BY 1`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of rows) {
    // Exporting the subscribers is a read that leaves its mark on purpose (issue 29 point 8): an audit entry per export.
    const where = table_name === 'audit_log' ? ` WHERE t.action <> 'newsletter.export'` : '';
    const r = await db.execute<{ h: string }>(
      sql.raw(`SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${table_name}" t${where}`),
    );
    out[table_name] = r.rows[0].h;
  }
  return out;
}

function dedupe(list: ApiRoute[]) {
  const seen = new Set<string>();
  return list.filter((r) => !seen.has(routeKey(r)) && seen.add(routeKey(r)));
}

// Generated once on first use (VAPID keys): made now, so that the fuzz itself must change nothing.
await as(app, null)({ method: 'GET', url: '/api/vapid-public-key' });
// Likewise a listing's stand sign (its QR code's token).
await as(app, farmer)({ method: 'GET', url: `/api/farms/${farm.id}/sign/info` });
const before = await snapshot();
const withBody = api.filter((r) => r.method !== 'GET');
const ignoresBody = (key: string) => key.startsWith('DELETE ') || IGNORES_BODY.includes(key);

describe('fuzzing every API route', () => {
  it('found the routes (and samples only name real routes)', () => {
    expect(api.length).toBeGreaterThan(40);
    const keys = new Set(api.map(routeKey));
    expect(Object.keys(SAMPLES).filter((k) => !keys.has(k))).toEqual([]);
  });

  it.each(withBody.map(routeKey))('%s refuses malformed and wrongly typed bodies', async (key) => {
    const route = withBody.find((r) => routeKey(r) === key)!;
    const url = fillParams(route.url);
    const method = route.method as 'POST';
    const failures: string[] = [];
    const check = (label: string, res: LightMyRequestResponse) => {
      const p = problem(res, true, HTML_ROUTES.includes(key));
      if (p) failures.push(`${label}: ${p}`);
    };
    for (const raw of RAW_BODIES) {
      if (ignoresBody(key) && raw.contentType !== 'application/json' && raw.contentType !== 'application/xml') continue;
      check(raw.label, await send({ method, url, payload: raw.body, headers: { 'content-type': raw.contentType } }));
    }
    if (!ignoresBody(key)) {
      for (const root of WRONG_ROOTS)
        check(
          `root ${JSON.stringify(root).slice(0, 30)}`,
          await send({ method, url, payload: JSON.stringify(root), headers: { 'content-type': 'application/json' } }),
        );
      const sample = SAMPLES[key] ?? { email: 'a@example.com', name: 'x', id: 1, limit: 10, password: 'p', code: '1' };
      for (const [field, valid] of Object.entries(sample)) {
        for (const value of wrongValues(valid)) {
          check(`${field}=${JSON.stringify(value).slice(0, 30)}`, await send({ method, url, payload: { ...sample, [field]: value } }));
        }
        if (typeof valid === 'string') {
          for (const u of UNICODE) check(`${field} unicode + unknown field`, await send({ method, url, payload: { ...sample, [field]: u, [`${u}x`]: true } }));
        }
      }
      check('unknown field', await send({ method, url, payload: { ...sample, isAdmin: true } }));
      check('unknown nested', await send({ method, url, payload: { ...sample, user: { userType: 'admin' } } }));
    }
    expect(failures, key).toEqual([]);
  });

  it.each(api.filter((r) => r.url.includes(':')).map(routeKey))('%s refuses ids that are not ids', async (key) => {
    const route = api.find((r) => routeKey(r) === key)!;
    const failures: string[] = [];
    for (const bad of BAD_PARAMS) {
      const res = await send({
        method: route.method as 'GET',
        url: fillParams(route.url, bad),
        payload: route.method === 'GET' ? undefined : (SAMPLES[key] ?? {}),
      });
      const p = problem(res, true, HTML_ROUTES.includes(key));
      if (p) failures.push(`${bad.slice(0, 30)}: ${p}`);
    }
    expect(failures, key).toEqual([]);
  });

  it.each(api.filter((r) => r.method === 'GET').map(routeKey))('%s survives hostile query strings', async (key) => {
    const route = api.find((r) => routeKey(r) === key)!;
    const failures: string[] = [];
    for (const q of BAD_QUERIES) {
      const res = await send({ method: 'GET', url: `${fillParams(route.url)}?${q}` });
      // a query parameter a route does not use may be ignored: only crashes, leaks and bad error shapes count
      const p = problem(res, false, HTML_ROUTES.includes(key));
      if (p) failures.push(`?${q.slice(0, 40)}: ${p}`);
    }
    expect(failures, key).toEqual([]);
  });

  it('left every table as it was', async () => {
    const after = await snapshot();
    const changed = Object.keys(before).filter((t) => before[t] !== after[t]);
    expect(changed).toEqual([]);
  });
});

export type { TestUser };
