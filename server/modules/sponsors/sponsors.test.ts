import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser } from '../../test/helpers.js';

const { app, db } = await createTestApp();
const admin = await createAdmin(app, db);
const asAdmin = as(app, admin);

const asset = (over: object = {}) => ({
  title: `Sponsor ${crypto.randomUUID()}`,
  linkUrl: 'https://example.com/offer',
  mediaType: 'image',
  imageUrl: '/sponsors/valley-seed-coop.svg',
  altText: 'Seed packets on a bench',
  ...over,
});
const sessionId = () => crypto.randomBytes(12).toString('hex');

describe('admin sponsor API', () => {
  it('is closed to visitors (401) and non-admins (403)', async () => {
    const consumer = await registerUser(app);
    for (const [method, url] of [
      ['GET', '/api/admin/sponsors'],
      ['POST', '/api/admin/sponsors'],
      ['PUT', `/api/admin/sponsors/${crypto.randomUUID()}`],
      ['DELETE', `/api/admin/sponsors/${crypto.randomUUID()}`],
      ['GET', `/api/admin/sponsors/${crypto.randomUUID()}/stats`],
    ] as const) {
      expect((await as(app)({ method, url, payload: asset() })).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(app, consumer)({ method, url, payload: asset() })).statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('creates, lists with counts, updates and deletes', async () => {
    const created = await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset({ ctaText: 'Shop seeds' }) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ctaText: 'Shop seeds', aspectRatio: 'rectangle', theme: 'light' });

    const listed = (await asAdmin({ method: 'GET', url: '/api/admin/sponsors' })).json().items.find((s: { id: string }) => s.id === id);
    expect(listed).toMatchObject({ impressions: 0, clicks: 0, clickRate: 0, isActive: true });

    const updated = await asAdmin({ method: 'PUT', url: `/api/admin/sponsors/${id}`, payload: asset({ title: 'Renamed', theme: 'dark' }) });
    expect(updated.json()).toMatchObject({ title: 'Renamed', theme: 'dark', ctaText: 'Learn More' });

    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/sponsors/${id}` })).statusCode).toBe(204);
    expect((await asAdmin({ method: 'DELETE', url: `/api/admin/sponsors/${id}` })).statusCode).toBe(404);
  });

  it('validates assets: media URL for the media type, alt text for images, http(s) links only', async () => {
    const cases = [
      asset({ imageUrl: null }),
      asset({ mediaType: 'video' }),
      asset({ altText: '' }),
      asset({ linkUrl: 'javascript:alert(1)' }),
      asset({ mediaType: 'gif' }),
      asset({ startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-04-01T00:00:00Z' }),
    ];
    for (const payload of cases) {
      const res = await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fields).toBeTruthy();
    }
    // A malformed id names no asset: the 404 of every path id.
    expect((await asAdmin({ method: 'PUT', url: '/api/admin/sponsors/not-a-uuid', payload: asset() })).statusCode).toBe(404);
  });
});

describe('public sponsor API', () => {
  it('serves only active assets within their schedule', async () => {
    const live = (await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset() })).json();
    const paused = (await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset({ isActive: false }) })).json();
    const future = (
      await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset({ startsAt: new Date(Date.now() + 86400_000).toISOString() }) })
    ).json();
    const ended = (await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset({ endsAt: new Date(Date.now() - 1000).toISOString() }) })).json();
    const ids = (await app.inject({ url: '/api/sponsors/active/popup' })).json().map((s: { id: string }) => s.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(paused.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(ended.id);
  });

  it('records one impression per showing and counts clicks', async () => {
    const { id } = (await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset() })).json();
    const s1 = sessionId();
    const send = (kind: string, sid: string) =>
      as(app)({ method: 'POST', url: `/api/sponsors/${kind}`, payload: { assetId: id, placement: 'popup', sessionId: sid } });
    expect((await send('impression', s1)).json()).toEqual({ recorded: true });
    expect((await send('impression', s1)).json()).toEqual({ recorded: false });
    await send('impression', sessionId());
    await send('click', s1);
    const row = (await asAdmin({ method: 'GET', url: '/api/admin/sponsors' })).json().items.find((s: { id: string }) => s.id === id);
    expect(row).toMatchObject({ impressions: 2, clicks: 1, clickRate: 0.5 });

    const stats = (await asAdmin({ method: 'GET', url: `/api/admin/sponsors/${id}/stats?days=7` })).json();
    const today = new Date().toISOString().slice(0, 10);
    expect(stats.clickRate).toBe(0.5);
    expect(stats.series.map((s: { key: string; total: number }) => [s.key, s.total])).toEqual([
      ['impressions', 2],
      ['clicks', 1],
    ]);
    expect(stats.series[0].points).toHaveLength(7);
    expect(stats.series[0].points.at(-1)).toEqual({ date: today, count: 2 });
    expect((await asAdmin({ method: 'GET', url: `/api/admin/sponsors/${crypto.randomUUID()}/stats` })).statusCode).toBe(404);
    expect((await asAdmin({ method: 'GET', url: `/api/admin/sponsors/${id}/stats?days=3` })).statusCode).toBe(400);
  });

  it('searches, sorts (also by click rate) and pages the admin table on the server', async () => {
    const tag = crypto.randomBytes(4).toString('hex');
    const ids: string[] = [];
    for (const [n, shows, clicks] of [
      [1, 4, 1],
      [2, 2, 2],
      [3, 0, 0],
    ] as const) {
      const { id } = (await asAdmin({ method: 'POST', url: '/api/admin/sponsors', payload: asset({ title: `Table ${tag} ${n}` }) })).json();
      ids.push(id);
      const sids = Array.from({ length: shows }, sessionId);
      for (const sid of sids) await as(app)({ method: 'POST', url: '/api/sponsors/impression', payload: { assetId: id, placement: 'popup', sessionId: sid } });
      for (const sid of sids.slice(0, clicks))
        await as(app)({ method: 'POST', url: '/api/sponsors/click', payload: { assetId: id, placement: 'popup', sessionId: sid } });
    }
    const list = async (q: string) => {
      const res = await asAdmin({ method: 'GET', url: `/api/admin/sponsors?q=${tag}&${q}` });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const all = await list('limit=10');
    expect(all.total).toBe(3);
    expect(all.items.map((s: { id: string }) => s.id)).toEqual([...ids].reverse()); // newest first
    expect((await list('sort=clickRate&dir=desc')).items.map((s: { clickRate: number }) => s.clickRate)).toEqual([1, 0.25, 0]);
    expect((await list('sort=impressions&dir=asc')).items.map((s: { impressions: number }) => s.impressions)).toEqual([0, 2, 4]);
    expect((await list('sort=title&dir=asc')).items.map((s: { title: string }) => s.title)).toEqual([1, 2, 3].map((n) => `Table ${tag} ${n}`));
    const page1 = await list('sort=title&dir=asc&limit=2');
    expect(page1.items).toHaveLength(2);
    const page2 = await list(`sort=title&dir=asc&limit=2&cursor=${page1.nextCursor}`);
    expect(page2).toMatchObject({ nextCursor: null, total: 3 });
    expect(page2.items.map((s: { title: string }) => s.title)).toEqual([`Table ${tag} 3`]);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/sponsors?sort=secret' })).statusCode).toBe(400);
    expect((await asAdmin({ method: 'GET', url: '/api/admin/sponsors?cursor=%%%' })).statusCode).toBe(400);
  });

  it('refuses unknown assets and bad payloads', async () => {
    const res = await as(app)({
      method: 'POST',
      url: '/api/sponsors/impression',
      payload: { assetId: crypto.randomUUID(), placement: 'popup', sessionId: sessionId() },
    });
    expect(res.statusCode).toBe(404);
    for (const payload of [
      {},
      { assetId: 'x', placement: 'popup', sessionId: sessionId() },
      { assetId: crypto.randomUUID(), placement: 'banner', sessionId: sessionId() },
      { assetId: crypto.randomUUID(), placement: 'popup', sessionId: '<script>' },
    ]) {
      expect((await as(app)({ method: 'POST', url: '/api/sponsors/impression', payload })).statusCode).toBe(400);
    }
  });
});
