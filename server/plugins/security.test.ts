import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { createDb } from '../db/client.js';
import { as, createTestApp, ORIGIN, registerUser } from '../test/helpers.js';

const { app, db, config } = await createTestApp();

describe('security basics', () => {
  it('sends security headers: CSP without inline scripts, frame-ancestors none, nosniff, referrer policy', async () => {
    const res = await app.inject({ url: '/api/coming-soon/settings' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('refuses cross-site state-changing requests, by Sec-Fetch-Site or by Origin', async () => {
    const user = await registerUser(app);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/user/complete-onboarding',
      payload: {},
      headers: { cookie: user.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/user/complete-onboarding',
      payload: {},
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/cross-site/i);
    // nothing changed
    expect((await as(app, user)({ url: '/api/user' })).json().onboardingCompleted).toBe(false);
    const same = await app.inject({
      method: 'POST',
      url: '/api/user/complete-onboarding',
      payload: {},
      headers: { cookie: user.cookie, origin: ORIGIN, 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(200);
  });

  it('limits the body size (413) and wants JSON (415)', async () => {
    const big = await as(app)({ method: 'POST', url: '/api/newsletter/subscribe', payload: { email: 'a@b.co', pad: 'x'.repeat(2 * 1024 * 1024) } });
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/too large/);
    const xml = await as(app)({ method: 'POST', url: '/api/newsletter/subscribe', payload: '<email/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/No API endpoint/);
  });

  it('reports health and readiness', async () => {
    expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('answers 503 (not 500) when the database is unreachable', async () => {
    // A port nothing listens on: every query fails to connect.
    const deadDb = createDb('postgres://postgres@127.0.0.1:1/none', 1);
    const broken = await buildApp({ config, db: deadDb });
    const settings = await broken.inject({ url: '/api/maintenance/settings' });
    expect(settings.statusCode).toBe(503);
    expect(settings.json().message).toMatch(/temporarily unavailable/);
    expect((await broken.inject({ url: '/readyz' })).statusCode).toBe(503);
    await broken.close();
    await deadDb.$client.end();
  });
});

describe('first-party page views', () => {
  it('records a page view with the signed-in user, and validates the path', async () => {
    const user = await registerUser(app);
    const path = `/farm/${Date.now()}`;
    expect(
      (await as(app, user)({ method: 'POST', url: '/api/analytics/pageview', payload: { path: `${path}?utm=x`, referrer: '/browse', visitorId: 'abc123' } }))
        .statusCode,
    ).toBe(204);
    const rows = (await db.execute<{ user_id: string; referrer: string }>(sql`SELECT user_id, referrer FROM page_views WHERE path = ${path}`)).rows;
    expect(rows).toEqual([{ user_id: user.id, referrer: '/browse' }]);
    for (const payload of [{}, { path: 'no-slash' }, { path: '/' + 'x'.repeat(600) }, { path: '/ok', visitorId: '<script>' }]) {
      expect((await as(app)({ method: 'POST', url: '/api/analytics/pageview', payload })).statusCode).toBe(400);
    }
  });
});
