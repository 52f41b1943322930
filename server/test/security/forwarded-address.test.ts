import crypto from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { auditLog, pageViews } from '../../db/schema/index.js';
import { LIMITS } from '../../lib/rate-limit.js';
import { createAdmin, createTestApp, ORIGIN, TEST_ENV } from '../helpers.js';

/**
 * Issue 29.1: behind one trusted proxy (TRUST_PROXY=1) the client is the address that proxy saw, the rightmost
 * X-Forwarded-For entry; whatever the client wrote to the left changes nothing. And the per-source limits count
 * per network, so one host cannot rotate through its /64 (or a /24).
 */
const { app, db } = await createTestApp({ TRUST_PROXY: '1' });
const PROXY = '192.0.2.80';
const octet = () => crypto.randomInt(1, 255);
/** A network of this run: the limits' counters live in the shared database. */
const v4Net = () => `100.${64 + crypto.randomInt(64)}.${octet()}`;
const v6Net = () => `2001:db8:${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`;

const post = (url: string, payload: object, forwardedFor: string) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN, 'x-forwarded-for': forwardedFor }, remoteAddress: PROXY, payload });

describe('TRUST_PROXY', () => {
  it('refuses "true" at start-up and says what to write instead', () => {
    for (const value of ['true', 'yes']) expect(() => loadConfig({ ...TEST_ENV, TRUST_PROXY: value })).toThrow(/TRUST_PROXY=1 .*TRUST_PROXY=10\.0\.0\.5/);
    expect(loadConfig({ ...TEST_ENV, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ ...TEST_ENV, TRUST_PROXY: '10.0.0.5, 10.0.1.0/24' }).trustProxy).toEqual(['10.0.0.5', '10.0.1.0/24']);
    expect(() => loadConfig({ ...TEST_ENV, TRUST_PROXY: 'every-hop' })).toThrow(/TRUST_PROXY/);
  });

  it('40 sign-ins with a spoofed leftmost X-Forwarded-For behind one hop meet the per-source limit', async () => {
    const client = `${v4Net()}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await post('/api/login', { email: `nobody-${i}@example.com`, password: 'wrong password' }, `9.9.${i}.1, ${client}`);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMITS.loginIp.max).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(LIMITS.loginIp.max).every((s) => s === 429)).toBe(true);
    // The limit is the client's, not the proxy's: another client behind the same proxy still signs in.
    const other = await post('/api/login', { email: 'nobody@example.com', password: 'wrong password' }, `9.9.9.9, ${v4Net()}.7`);
    expect(other.statusCode).toBe(401);
  });

  it('writes the address the proxy saw into the audit log, not the one the client wrote', async () => {
    const admin = await createAdmin(app, db);
    const client = `${v4Net()}.9`;
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/blog',
      headers: { origin: ORIGIN, cookie: admin.cookie, 'x-forwarded-for': `6.6.6.6, ${client}` },
      remoteAddress: PROXY,
      payload: { title: `Forged ${octet()}`, description: 'A post.', bodyMarkdown: 'Text.', tags: [], status: 'draft' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [entry] = await db.select({ ip: auditLog.ip }).from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(entry.ip).toBe(client);
  });
});

describe('per-network budgets', () => {
  it('addresses of one IPv6 /64 share the sign-up budget', async () => {
    const net = v6Net();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.registerIp.max; i++) {
      const address = `${net}:${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}::${i + 1}`;
      const res = await post(
        '/api/register',
        { email: `rotating-${i}-${octet()}${octet()}@example.com`, password: 'another long passphrase', firstName: 'Rota', userType: 'consumer' },
        address,
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMITS.registerIp.max).every((s) => s === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await post(
      '/api/register',
      { email: `elsewhere-${octet()}${octet()}@example.com`, password: 'another long passphrase', firstName: 'Else', userType: 'consumer' },
      `${v6Net()}::1`,
    );
    expect(elsewhere.statusCode).toBe(201);
  });

  it('addresses of one /64 share the sign-in budget, and of one IPv4 /24 the password-reset budget', async () => {
    const net = v6Net();
    const logins: number[] = [];
    for (let i = 0; i <= LIMITS.loginIp.max; i++) {
      const res = await post('/api/login', { email: `nobody-${i}@example.com`, password: 'wrong password' }, `${net}::${(i + 1).toString(16)}`);
      logins.push(res.statusCode);
    }
    expect(logins.at(-1)).toBe(429);

    const v4 = v4Net();
    const resets: number[] = [];
    for (let i = 0; i <= LIMITS.passwordResetIp.max; i++) {
      const res = await post('/api/password/forgot', { email: `someone-${i}@example.com` }, `${v4}.${i + 1}`);
      resets.push(res.statusCode);
    }
    expect(resets.slice(0, LIMITS.passwordResetIp.max).every((s) => s < 300)).toBe(true);
    expect(resets.at(-1)).toBe(429);
  });

  it('counts anonymous open-data calls and page views per network', async () => {
    const net = v6Net();
    const remaining: number[] = [];
    for (let i = 1; i <= 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/listings?limit=1', headers: { 'x-forwarded-for': `${net}::${i}` }, remoteAddress: PROXY });
      expect(res.statusCode, res.body).toBe(200);
      remaining.push(Number(res.headers['ratelimit-remaining']));
    }
    expect(remaining).toEqual([LIMITS.apiV1Anonymous.max - 1, LIMITS.apiV1Anonymous.max - 2, LIMITS.apiV1Anonymous.max - 3]);

    // Page views: each from another address of one /24 and another visitor, so only the network's budget applies.
    const v4 = v4Net();
    const prefix = `/net-${crypto.randomBytes(4).toString('hex')}/`;
    for (let i = 0; i < LIMITS.pageViewsIp.max + 5; i++) {
      const res = await post('/api/analytics/pageview', { path: `${prefix}${i}`, visitorId: `v${i}` }, `${v4}.${(i % 250) + 1}`);
      expect(res.statusCode).toBe(204);
    }
    const [{ n }] = await db
      .select({ n: count() })
      .from(pageViews)
      .where(like(pageViews.path, `${prefix}%`));
    expect(n).toBe(LIMITS.pageViewsIp.max);
  });
});
