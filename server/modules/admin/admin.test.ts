import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { sessionService } from '../auth/session.js';
import { createListing, nonce, seedListings } from '../farms/test-fixtures.js';
import { adminHead } from './admin-head.js';

// A database of its own: the overview counts every sign-up, listing and page view, and other files write them too.
const { app, db, config } = await createTestApp({}, await createIsolatedDatabase('admin'));
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);

describe('admin routes are for admins only', () => {
  it('answers 401 signed out and 403 to farmers and consumers', async () => {
    const consumer = await registerUser(app);
    const farmer = await registerUser(app, 'farmer');
    const routes = [
      ['GET', '/api/admin/overview'],
      ['GET', '/api/admin/farms'],
      ['PATCH', '/api/admin/farms/1'],
      ['POST', '/api/admin/farms/1/claim'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await as(app)({ method, url, payload: { verified: true } })).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(app, consumer)({ method, url, payload: { verified: true } })).statusCode, `${method} ${url}`).toBe(403);
      expect((await as(app, farmer)({ method, url, payload: { verified: true } })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('overview', () => {
  it('counts sign-ups, listings and page views per day, with totals', async () => {
    const before = (await asAdmin({ method: 'GET', url: '/api/admin/overview?days=7' })).json();
    const farmer = await registerUser(app, 'farmer');
    await createListing(app, farmer, { name: `Overview ${nonce()}` });
    await as(app)({ method: 'POST', url: '/api/analytics/pageview', payload: { path: '/blog' } });
    const res = await asAdmin({ method: 'GET', url: '/api/admin/overview?days=7' });
    expect(res.statusCode).toBe(200);
    const after = res.json();
    const series = (o: typeof after, key: string) => o.series.find((s: { key: string }) => s.key === key);
    expect(series(after, 'signups').points).toHaveLength(7);
    expect(series(after, 'signups').points.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(series(after, 'signups').total).toBe(series(before, 'signups').total + 1);
    expect(series(after, 'listings').total).toBe(series(before, 'listings').total + 1);
    expect(series(after, 'pageViews').total).toBe(series(before, 'pageViews').total + 1);
    expect(after.series.map((s: { key: string }) => s.key)).toEqual(expect.arrayContaining(['sponsorImpressions', 'sponsorClicks']));
    const published = (o: typeof after) => o.totals.find((t: { key: string }) => t.key === 'listings').value;
    expect(published(after)).toBe(published(before) + 1);
    // The detail under a total counts in words that agree with the number ("1 farmer", "2 farmers").
    const accounts = after.totals.find((t: { key: string }) => t.key === 'users').detail as string;
    const farmers = Number(/^(\d+) farmers? ·/.exec(accounts)?.[1]);
    expect(farmers).toBeGreaterThanOrEqual(1);
    expect(accounts).toMatch(farmers === 1 ? /^1 farmer · / : /^\d+ farmers · /);
    expect(accounts).toMatch(/ · (1 shopper|\d+ shoppers)$/);
  });

  it('says its totals and series in the reader’s language', async () => {
    const es = (await asAdmin({ method: 'GET', url: '/api/admin/overview?days=7', headers: { 'accept-language': 'es' } })).json();
    const total = (key: string) => es.totals.find((t: { key: string }) => t.key === key);
    expect(total('users').label).toBe('Cuentas');
    expect(total('users').detail).toMatch(/^(1 agricultor|\d+ agricultores) · (1 comprador|\d+ compradores)$/);
    expect(total('listings').label).toBe('Fichas publicadas');
    expect(es.series.find((s: { key: string }) => s.key === 'signups').label).toBe('Registros');
  });

  it('refuses a range it does not offer', async () => {
    const res = await asAdmin({ method: 'GET', url: '/api/admin/overview?days=12' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.days).toBeTruthy();
  });
});

describe('listings admin', () => {
  it('searches every status, sorts and pages on the server', async () => {
    const word = nonce();
    const farmer = await registerUser(app, 'farmer');
    await createListing(app, farmer, { name: `Alpha ${word}` }, false);
    await createListing(app, farmer, { name: `Bravo ${word}` });
    await createListing(app, farmer, { name: `Charlie ${word}` });
    const first = (await asAdmin({ method: 'GET', url: `/api/admin/farms?q=${word}&sort=name&dir=asc&limit=2` })).json();
    expect(first.total).toBe(3);
    expect(first.items.map((f: { name: string }) => f.name)).toEqual([`Alpha ${word}`, `Bravo ${word}`]);
    expect(first.items[0]).toMatchObject({ status: 'draft', owner: { email: farmer.email } });
    const second = (await asAdmin({ method: 'GET', url: `/api/admin/farms?q=${word}&sort=name&dir=asc&limit=2&cursor=${first.nextCursor}` })).json();
    expect(second.items.map((f: { name: string }) => f.name)).toEqual([`Charlie ${word}`]);
    expect(second.nextCursor).toBeNull();
    const drafts = (await asAdmin({ method: 'GET', url: `/api/admin/farms?q=${word}&status=draft` })).json();
    expect(drafts.items).toHaveLength(1);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/farms?sort=rating' })).statusCode).toBe(400);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/farms?cursor=bogus' })).statusCode).toBe(400);
  });

  it('verifies, suspends and lifts a suspension; the owner cannot lift it', async () => {
    const farmer = await registerUser(app, 'farmer');
    const farm = await createListing(app, farmer, { name: `Verify ${nonce()}` });
    const verified = await asAdmin({ method: 'PATCH', url: `/api/admin/farms/${farm.id}`, payload: { verified: true } });
    expect(verified.json()).toMatchObject({ verified: true, status: 'published' });
    expect((await as(app)({ method: 'GET', url: `/api/farms/${farm.id}` })).json().verified).toBe(true);

    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/farms/${farm.id}`, payload: { status: 'suspended' } })).json().status).toBe('suspended');
    expect((await as(app)({ method: 'GET', url: `/api/farms/${farm.id}` })).statusCode).toBe(404);
    expect((await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'published' } })).statusCode).toBe(403);
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/farms/${farm.id}`, payload: { status: 'published' } })).json().status).toBe('published');

    const audit = (await asAdmin({ method: 'GET', url: '/api/admin/audit-log?action=listing.update' })).json();
    expect(audit.items.map((e: { summary: string }) => e.summary)).toContain(`Listing “${farm.name}” set to suspended`);

    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/farms/${farm.id}`, payload: {} })).statusCode).toBe(400);
    expect((await asAdmin({ method: 'PATCH', url: `/api/admin/farms/${farm.id}`, payload: { verified: 'yes' } })).statusCode).toBe(400);
    expect((await asAdmin({ method: 'PATCH', url: '/api/admin/farms/999999999', payload: { verified: true } })).statusCode).toBe(404);
  });

  it('claims an imported listing for a farmer, once', async () => {
    const [id] = await seedListings(db, [{ name: `Imported ${nonce()}`, lat: 41.9, lng: -74 }]);
    const farmer = await registerUser(app, 'farmer');
    const consumer = await registerUser(app);
    expect(
      (await asAdmin({ method: 'POST', url: `/api/admin/farms/${id}/claim`, payload: { email: `nobody-${crypto.randomUUID()}@example.com` } })).statusCode,
    ).toBe(404);
    expect((await asAdmin({ method: 'POST', url: `/api/admin/farms/${id}/claim`, payload: { email: consumer.email } })).statusCode).toBe(409);
    expect((await asAdmin({ method: 'POST', url: `/api/admin/farms/${id}/claim`, payload: { email: 'not an email' } })).statusCode).toBe(400);
    const claimed = await asAdmin({ method: 'POST', url: `/api/admin/farms/${id}/claim`, payload: { email: farmer.email.toUpperCase() } });
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json().owner).toMatchObject({ email: farmer.email });
    // The farmer now edits it as their own.
    expect((await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${id}`, payload: { description: 'Ours now.' } })).statusCode).toBe(200);
    const other = await registerUser(app, 'farmer');
    expect((await asAdmin({ method: 'POST', url: `/api/admin/farms/${id}/claim`, payload: { email: other.email } })).statusCode).toBe(409);
  });

  it("says why a claim failed in the reader's language", async () => {
    const [id] = await seedListings(db, [{ name: `Imported ${nonce()}`, lat: 41.9, lng: -74 }]);
    const consumer = await registerUser(app);
    const claim = (email: string, lang: string) =>
      asAdmin({ method: 'POST', url: `/api/admin/farms/${id}/claim`, payload: { email }, headers: { 'accept-language': lang } });
    expect((await claim(consumer.email, 'en')).json().message).toBe(`${consumer.email} is a consumer account. Only a farmer account can own a listing.`);
    expect((await claim(consumer.email, 'es')).json().message).toBe(
      `${consumer.email} es una cuenta de tipo consumer. Solo una cuenta de agricultor puede ser dueña de un anuncio.`,
    );
    expect(
      (await asAdmin({ method: 'PATCH', url: '/api/admin/farms/abc', payload: { verified: true }, headers: { 'accept-language': 'es' } })).json(),
    ).toMatchObject({
      message: 'Este anuncio no existe.',
    });
  });
});

describe('/admin page', () => {
  it('answers 403 to everyone but admins, 200 to admins', async () => {
    const head = adminHead(sessionService(db, config));
    const requestAs = (cookie?: string) =>
      ({ user: null, sessionId: null, cookies: cookie ? { fsf_session: cookie.split('=')[1] } : {}, headers: {} }) as never;
    const consumer = await registerUser(app);
    expect(await head({}, requestAs())).toMatchObject({ status: 403 });
    expect(await head({}, requestAs(consumer.cookie))).toMatchObject({ status: 403 });
    expect(await head({}, requestAs(admin.cookie))).toMatchObject({ status: 200 });
  });
});

describe('admin images', () => {
  it('uploads an image (blog cover, sponsor) as WebP, for admins only', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const boundary = 'x' + crypto.randomBytes(8).toString('hex');
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await asAdmin({
      method: 'POST',
      url: '/api/admin/images',
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const consumer = await registerUser(app);
    expect(
      (
        await as(
          app,
          consumer,
        )({ method: 'POST', url: '/api/admin/images', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })
      ).statusCode,
    ).toBe(403);
    expect(
      (await as(app)({ method: 'POST', url: '/api/admin/images', payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }))
        .statusCode,
    ).toBe(401);
    expect(res.json().url).toMatch(/^\/uploads\/content\/.+\.webp$/);
  });
});
