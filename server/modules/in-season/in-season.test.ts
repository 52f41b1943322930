import { describe, expect, it } from 'vitest';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { listingAt, markAvailable } from '../alerts/test-fixtures.js';
import { createListing } from '../farms/test-fixtures.js';

const { app } = await createTestApp();
// The Black Hills: no other test's listings are within these radii.
const HERE = { lat: 44.08, lng: -103.23 };
const at = (dLat: number) => ({ lat: HERE.lat + dLat, lng: HERE.lng });
const get = (url: string, ip = '203.0.113.9') => app.inject({ method: 'GET', url, remoteAddress: ip });
const where = `near=${HERE.lat},${HERE.lng}&radius=25`;

const farmer = await registerUser(app, 'farmer');
const a = await listingAt(app, farmer, 'Open All Hours', HERE, ['Strawberries', 'Eggs', 'Honey']);
const b = (await createListing(app, farmer, {
  name: 'No Hours Stand',
  ...at(0.02),
  openingHours: null,
  products: [{ name: 'Strawberry', category: 'fruit', available: true }],
})) as { id: number };
const draft = (await createListing(
  app,
  farmer,
  { name: 'Draft Stand', ...at(0.01), products: [{ name: 'Eggs', category: 'eggs', available: true }] },
  false,
)) as { id: number };
const farAway = await listingAt(app, farmer, 'Far Away Farm', at(2), ['Strawberries']);
// A stand whose season is over: open only in the month three months from now, its watermelon still marked available.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const now = new Date();
const seasonMonth = (now.getUTCMonth() + 3) % 12;
const reopens = `${now.getUTCFullYear() + (seasonMonth < now.getUTCMonth() ? 1 : 0)}-${String(seasonMonth + 1).padStart(2, '0')}-01`;
const overSeason = (await createListing(app, farmer, {
  name: 'Summer Only Melons',
  ...at(0.03),
  openingHours: `${MONTHS[seasonMonth]}: Mo-Su 09:00-17:00`,
  products: [{ name: 'Watermelon', category: 'fruit', available: true }],
})) as { id: number };
const patched = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${a.id}`, payload: { openingHours: '24/7' } });
if (patched.statusCode !== 200) throw new Error(patched.body);
for (const p of ['Strawberries', 'Eggs']) await markAvailable(app, farmer, a, p);
await markAvailable(app, farmer, farAway, 'Strawberries');

describe('GET /api/in-season', () => {
  it('groups what is available near the place by product: how many listings, how many open now, the nearest', async () => {
    const res = await get(`/api/in-season?${where}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    // "Strawberries" and "Strawberry" are one product; the draft's eggs, the far farm and unavailable honey are not counted.
    expect(items).toEqual([
      // The category most of its listings give (a tie: the first by name).
      {
        product: 'Strawberries',
        category: 'fruit',
        listingCount: 2,
        openNowCount: 1,
        goodPickingCount: 0,
        nearest: { id: a.id, name: 'Open All Hours', distance: expect.any(Number) },
      },
      {
        product: 'Eggs',
        category: 'produce',
        listingCount: 1,
        openNowCount: 1,
        goodPickingCount: 0,
        nearest: { id: a.id, name: 'Open All Hours', distance: expect.any(Number) },
      },
    ]);
    expect(items[0].nearest.distance).toBeLessThan(0.01);
    expect(draft.id).toBeGreaterThan(0);
    // In km, and from a ZIP code (Rapid City) with a wider radius, the same products are there.
    const km = (await get(`/api/in-season?${where}&unit=km`)).json().items;
    expect(km.map((g: { product: string }) => g.product)).toEqual(['Strawberries', 'Eggs']);
    const zip = await get('/api/in-season?location=57701&radius=50');
    expect(zip.statusCode).toBe(200);
    expect(zip.json().items.find((g: { product: string }) => g.product === 'Strawberries')?.listingCount).toBe(2);
  });

  it('never lists the products of a stand closed for the season; the stand says when it reopens and offers nothing as available (issue 34)', async () => {
    const items = (await get(`/api/in-season?${where}`)).json().items as Array<{ product: string }>;
    expect(items.map((g) => g.product)).not.toContain('Watermelon');
    const detail = (await get(`/api/farms/${overSeason.id}`)).json();
    expect(detail.open).toMatchObject({ status: 'closed', season: { reopens } });
    expect(detail.products).toEqual([expect.objectContaining({ name: 'Watermelon', available: false })]);
    expect(detail.availableProducts).toEqual([]);
    // In a search: its card offers nothing, and it comes after the stands in season.
    const page = (await get(`/api/farms?${where}`)).json().items as Array<{ id: number; availableProducts: unknown[]; open: { season?: unknown } }>;
    const card = page.find((f) => f.id === overSeason.id)!;
    expect(card.open.season).toEqual({ reopens });
    expect(card.availableProducts).toEqual([]);
    expect(page[page.length - 1].id).toBe(overSeason.id);
    expect(page.filter((f) => f.id !== overSeason.id).every((f) => !f.open.season)).toBe(true);
  });

  it.each(['', 'radius=10', 'near=91,0', 'near=here', 'location=Atlantis%2C%20ZZ', `${where}&radius=0`, `${where}&radius=501`, `${where}&unit=ft`])(
    'bad input "%s" is a 400 with a message',
    async (query) => {
      const res = await get(`/api/in-season?${query}`);
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    },
  );

  it('rate limit per network: a 429 with Retry-After past 120 a minute', async () => {
    for (let i = 0; i < 120; i++) expect((await get(`/api/in-season?${where}`, '198.51.130.77')).statusCode).toBe(200);
    const limited = await get(`/api/in-season?${where}`, '198.51.130.77');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(`/api/in-season?${where}`, '198.51.131.78')).statusCode).toBe(200); // another network
  });
});

describe('GET /api/farms?available=', () => {
  it('keeps only listings with a matching product marked available, typo-tolerant, with their times', async () => {
    const res = await get(`/api/farms?${where}&available=strawbery`);
    expect(res.statusCode).toBe(200);
    const items = res.json().items;
    expect(items.map((f: { id: number }) => f.id)).toEqual([a.id, b.id]);
    expect(items[0].availableProducts).toEqual([
      { name: 'Strawberries', updatedAt: expect.any(String) },
      { name: 'Eggs', updatedAt: expect.any(String) },
    ]);
    expect(Date.now() - Date.parse(items[0].availableProducts[0].updatedAt)).toBeLessThan(10 * 60_000);
    // Honey is offered but not available: q finds the listing, available does not.
    expect((await get(`/api/farms?${where}&available=honey`)).json().items).toEqual([]);
    expect((await get(`/api/farms?${where}&q=honey`)).json().items.map((f: { id: number }) => f.id)).toEqual([a.id]);
    // Without a place too (the GIN index path), and on the map.
    expect((await get(`/api/farms?available=strawberries&q=open%20all%20hours&sort=name`)).json().items.map((f: { id: number }) => f.id)).toEqual([a.id]);
    const map = await get(`/api/farms/map?bbox=${HERE.lng - 0.5},${HERE.lat - 0.5},${HERE.lng + 0.5},${HERE.lat + 0.5}&zoom=12&available=eggs`);
    expect(map.statusCode).toBe(200);
    expect(map.json().features.map((f: { properties: { id: number } }) => f.properties.id)).toEqual([a.id]);
    expect((await get(`/api/farms?available=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
