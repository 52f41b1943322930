import crypto from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageQuery, PageSource } from '@common/pages/server-render.js';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../test/helpers.js';
import { createListing, nonce } from '../farms/test-fixtures.js';
import { networkKey } from '../../lib/client-network.js';
import { peek } from '../../lib/rate-limit.js';
import { exhaust } from '../trust/trust-fixtures.js';
import { loadPageQueries, pageDataLoaders } from './page-data.js';
import { chunksOf } from './server-pages.js';

// A server-rendered page must carry exactly what the API would answer (the browser's cache is primed with it and
// does not ask again): every source is compared with its API route, signed out and signed in.
const { app, db } = await createTestApp();
const loaders = pageDataLoaders(db);
let farmer: TestUser;
let listing: { id: number };
let draft: { id: number };
const word = nonce();
let slug: string;

beforeAll(async () => {
  farmer = await registerUser(app, 'farmer');
  listing = await createListing(app, farmer, {
    name: `Hilltop ${word} Eggs`,
    products: [{ name: `Brown ${word} eggs`, category: 'eggs', available: true }],
  });
  draft = await createListing(app, farmer, { name: `Draft ${word}` }, false);
  const admin = await createAdmin(app, db);
  const res = await as(
    app,
    admin,
  )({
    method: 'POST',
    url: '/api/admin/blog',
    payload: {
      title: `Eggs all winter ${crypto.randomBytes(3).toString('hex')}`,
      bodyMarkdown: 'Hens **lay less** in winter.',
      tags: ['Guides'],
      status: 'published',
    },
  });
  slug = res.json().slug;
});

async function viaLoader(from: PageSource, actor: TestUser | null = null) {
  const user = actor ? ((await as(app, actor)({ method: 'GET', url: '/api/user' })).json() as { id: string }) : null;
  const row = user ? { id: user.id, userType: 'farmer' } : null; // the actor as the services see it: a user row
  const query: PageQuery = { queryKey: ['k'], from };
  const [loaded] = await loadPageQueries(loaders, [query], { actor: row as never, now: new Date(), lang: 'en', ip: '127.0.0.1' });
  return loaded;
}
/** A source loaded for `reader` beside its API route's answer to them. */
async function viewed(from: PageSource, url: string, reader: TestUser | null) {
  const api = await viaApi(url, reader);
  expect(api.status).toBe(200);
  return { loaded: await viaLoader(from, reader), api: api.body };
}
const viaApi = async (url: string, actor: TestUser | null = null) => {
  const res = await as(app, actor)({ method: 'GET', url });
  return { status: res.statusCode, body: res.json() };
};

describe('page data: the same answer as the API', () => {
  it('farms.search is GET /api/farms with the same query', async () => {
    const query = { q: word, near: '41.927,-74.0', limit: '20' };
    const loaded = await viaLoader({ source: 'farms.search', query });
    const api = await viaApi(`/api/farms?${new URLSearchParams(query)}`);
    expect(api.body.items.map((f: { id: number }) => f.id)).toEqual([listing.id]);
    expect(loaded).toEqual({ queryKey: ['k'], data: api.body });
  });

  it('farms.detail is GET /api/farms/:id, and its 404 for a draft seen by a visitor', async () => {
    expect(await viaLoader({ source: 'farms.detail', id: String(listing.id) })).toEqual({
      queryKey: ['k'],
      data: (await viaApi(`/api/farms/${listing.id}`)).body,
    });
    const missing = await viaApi(`/api/farms/${draft.id}`);
    expect(missing.status).toBe(404);
    expect(await viaLoader({ source: 'farms.detail', id: String(draft.id) })).toEqual({
      queryKey: ['k'],
      error: { status: 404, message: missing.body.message },
    });
    expect(await viaLoader({ source: 'farms.detail', id: 'not-a-number' })).toMatchObject({ error: { status: 404 } });
  });

  it('farms.detail shows the owner their draft, as the API does', async () => {
    const loaded = await viaLoader({ source: 'farms.detail', id: String(draft.id) }, farmer);
    expect(loaded).toEqual({ queryKey: ['k'], data: (await viaApi(`/api/farms/${draft.id}`, farmer)).body });
  });

  it('farms.trust, farms.picking, farms.seasons and farms.reviews are what the API answers the same reader', async () => {
    const field = await createListing(app, farmer, {
      name: `Berry Field ${word}`,
      kind: 'u-pick',
      products: [{ name: `Strawberries ${word}`, category: 'produce', available: true }],
    });
    const reporter = await registerUser(app);
    expect((await as(app, reporter)({ method: 'POST', url: `/api/farms/${field.id}/reports`, payload: { kind: 'wrong-hours' } })).statusCode).toBe(201);
    const picked = { productId: field.products[0].id, condition: 'excellent', note: `Rows ${word} are full` };
    expect((await as(app, farmer)({ method: 'POST', url: `/api/farms/${field.id}/picking`, payload: picked })).statusCode).toBe(200);
    for (const reader of [null, reporter, farmer]) {
      const trust = await viewed({ source: 'farms.trust', id: String(field.id) }, `/api/farms/${field.id}/trust`, reader);
      expect(trust.api.openReports).toMatchObject([{ kind: 'wrong-hours', mine: reader === reporter }]);
      expect(trust.loaded).toEqual({ queryKey: ['k'], data: trust.api });
      const picking = await viewed({ source: 'farms.picking', id: String(field.id) }, `/api/farms/${field.id}/picking`, reader);
      expect(picking.api.products).toMatchObject([{ condition: 'excellent', note: picked.note }]);
      expect(picking.loaded).toEqual({ queryKey: ['k'], data: picking.api });
    }
    for (const reader of [null, farmer]) {
      const reviews = await viewed({ source: 'farms.reviews', id: String(field.id) }, `/api/farms/${field.id}/reviews?limit=10`, reader);
      expect(reviews.loaded).toEqual({ queryKey: ['k'], data: reviews.api });
      const seasons = await viewed({ source: 'farms.seasons', id: String(field.id) }, `/api/farms/${field.id}/seasons`, reader);
      expect(seasons.loaded).toEqual({ queryKey: ['k'], data: seasons.api });
    }
    for (const source of ['farms.trust', 'farms.picking', 'farms.reviews', 'farms.seasons'] as const) {
      expect(await viaLoader({ source, id: String(draft.id) })).toMatchObject({ error: { status: 404 } });
      expect(await viaLoader({ source, id: 'not-a-number' })).toMatchObject({ error: { status: 404 } });
    }
  });

  it('a place that is not found is the 400 the API answers', async () => {
    const query = { location: 'Nowhere At All Zzzz', limit: '20' };
    const api = await viaApi(`/api/farms?${new URLSearchParams(query)}`);
    expect(api.status).toBe(400);
    expect(await viaLoader({ source: 'farms.search', query })).toEqual({ queryKey: ['k'], error: { status: 400, message: api.body.message } });
  });

  it('blog.list, blog.post and blog.tags are the blog API', async () => {
    expect(await viaLoader({ source: 'blog.list', query: { limit: '9', tag: 'guides' } })).toEqual({
      queryKey: ['k'],
      data: (await viaApi('/api/blog/posts?limit=9&tag=guides')).body,
    });
    expect(await viaLoader({ source: 'blog.post', slug })).toEqual({ queryKey: ['k'], data: (await viaApi(`/api/blog/posts/${slug}`)).body });
    expect(await viaLoader({ source: 'blog.tags' })).toEqual({ queryKey: ['k'], data: (await viaApi('/api/blog/tags')).body });
    expect(await viaLoader({ source: 'blog.post', slug: 'no-such-post-here' })).toMatchObject({ error: { status: 404 } });
  });

  it('inSeason.near is GET /api/in-season with the same query', async () => {
    const query = { near: '41.927,-74.0', radius: '25', unit: 'mi' };
    const loaded = await viaLoader({ source: 'inSeason.near', query });
    const api = await viaApi(`/api/in-season?${new URLSearchParams(query)}`);
    expect(api.body.items.map((g: { product: string }) => g.product)).toContain(`Brown ${word} eggs`);
    expect(loaded).toEqual({ queryKey: ['k'], data: api.body });
    expect(await viaLoader({ source: 'inSeason.near', query: { radius: '25' } })).toMatchObject({ error: { status: 400 } });
  });

  it("counts a listing page's picking and seasons as one read of its history against the reader's network", async () => {
    // A network of its own (the shared address space, which no other test uses): the test spends its whole allowance.
    const ip = `100.${64 + crypto.randomInt(64)}.${crypto.randomInt(256)}.7`;
    const subject = `listingHistoryIp:${networkKey(ip)}`;
    const id = String(listing.id);
    const page = (): PageQuery[] => [
      { queryKey: ['picking'], from: { source: 'farms.picking', id } },
      { queryKey: ['seasons'], from: { source: 'farms.seasons', id } },
    ];
    const render = () => loadPageQueries(loaders, page(), { actor: null, now: new Date(), lang: 'en', ip });
    const before = (await peek(db, subject)).count;
    const loaded = await render();
    expect(loaded.every((q) => 'data' in q)).toBe(true);
    expect((await peek(db, subject)).count).toBe(before + 1);
    // The API's two routes are two reads, as before.
    await as(app, null)({ url: `/api/farms/${id}/picking`, remoteAddress: ip });
    await as(app, null)({ url: `/api/farms/${id}/seasons`, remoteAddress: ip });
    expect((await peek(db, subject)).count).toBe(before + 3);
    // Over the limit, both sources of the page say so.
    await exhaust(db, 'listingHistoryIp', networkKey(ip));
    expect(await render()).toMatchObject([{ error: { status: 429 } }, { error: { status: 429 } }]);
  });

  it('keeps the query key and paging flag the page declared', async () => {
    const [loaded] = await loadPageQueries(loaders, [{ queryKey: ['blog', 'tags'], infinite: true, from: { source: 'blog.tags' } }], {
      actor: null,
      now: new Date(),
      lang: 'en',
      ip: '127.0.0.1',
    });
    expect(loaded).toMatchObject({ queryKey: ['blog', 'tags'], infinite: true });
  });
});

describe('chunksOf', () => {
  const manifest = {
    'index.html': { file: 'assets/main.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'], css: ['assets/shared.css'] },
    'app/pages/farm.tsx': { file: 'assets/farm.js', imports: ['_shared.js', '_react.js'] },
  };
  it('lists a page module and what it imports, minus what the first chunk already loads', () => {
    expect(chunksOf(manifest, ['app/pages/farm.tsx'])).toEqual({ scripts: ['/assets/farm.js', '/assets/shared.js'], styles: ['/assets/shared.css'] });
    expect(chunksOf(manifest, [])).toEqual({ scripts: [], styles: [] });
    expect(chunksOf(manifest, ['app/pages/unknown.tsx'])).toEqual({ scripts: [], styles: [] });
  });
  it('leaves out what the entry starts on demand (index.html preloads it) and what that imports', () => {
    const started = {
      'index.html': { file: 'assets/main.js', imports: ['_runtime.js'], dynamicImports: ['_react.js', 'app/start.tsx'] },
      '_runtime.js': { file: 'assets/runtime.js' },
      '_react.js': { file: 'assets/react.js' },
      '_app.js': { file: 'assets/app.js', imports: ['_react.js'] },
      'app/start.tsx': { file: 'assets/start.js', imports: ['_app.js', '_react.js'] },
      'app/pages/farm.tsx': { file: 'assets/farm.js', imports: ['_app.js', '_react.js', '_runtime.js', '_cards.js'] },
      '_cards.js': { file: 'assets/cards.js', imports: ['_app.js'] },
    };
    expect(chunksOf(started, ['app/pages/farm.tsx']).scripts).toEqual(['/assets/farm.js', '/assets/cards.js']);
  });
});
