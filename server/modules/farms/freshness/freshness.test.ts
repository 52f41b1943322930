import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createAdmin, createTestApp, registerUser, type TestUser } from '../../../test/helpers.js';
import { createListing, nonce, seedListings } from '../test-fixtures.js';

const { app, db } = await createTestApp();
const register = (t: 'farmer' | 'consumer' = 'consumer') => registerUser(app, t);
const age = (id: number, days: number | null, by: string | null = 'owner') =>
  db.execute(
    sql`UPDATE farms SET hours_confirmed_at = ${days === null ? null : sql`now() - make_interval(days => ${days})`}, hours_confirmed_by = ${by} WHERE id = ${id}`,
  );
const freshness = async (id: number, user: TestUser | null = null) => (await as(app, user)({ url: `/api/farms/${id}` })).json().freshness;
const confirm = (id: number, user: TestUser | null) => as(app, user)({ method: 'POST', url: `/api/farms/${id}/confirm` });
const recent = (iso: string | null) => iso !== null && Date.now() - Date.parse(iso) < 10 * 60_000;

describe('freshness on every listing', () => {
  it('a new listing with hours is fresh, by its farmer; then aging, then stale, as the days pass', async () => {
    const farmer = await register('farmer');
    const farm = await createListing(app, farmer);
    const f = await freshness(farm.id);
    expect(f).toMatchObject({ hoursConfirmedBy: 'owner', level: 'fresh' });
    expect(recent(f.hoursConfirmedAt)).toBe(true);
    await age(farm.id, 29);
    expect((await freshness(farm.id)).level).toBe('fresh');
    await age(farm.id, 31);
    expect((await freshness(farm.id)).level).toBe('aging');
    await age(farm.id, 181);
    expect((await freshness(farm.id)).level).toBe('stale');
    await age(farm.id, null, null);
    expect(await freshness(farm.id)).toMatchObject({ hoursConfirmedAt: null, hoursConfirmedBy: null, level: 'stale' });
  });

  it('saving the hours counts as confirming them (the owner only); other edits do not', async () => {
    const [farmer, admin] = [await register('farmer'), await createAdmin(app, db)];
    const farm = await createListing(app, farmer);
    await age(farm.id, 200);
    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { name: 'Renamed Stand' } });
    expect((await freshness(farm.id)).level).toBe('stale');
    await as(app, admin)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { openingHours: 'Mo-Sa 08:00-18:00' } });
    expect((await freshness(farm.id)).level).toBe('stale');
    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { openingHours: 'Mo-Sa 08:00-17:00' } });
    expect(await freshness(farm.id)).toMatchObject({ hoursConfirmedBy: 'owner', level: 'fresh' });
  });

  it('stock: the toggle dates the product and the listing, said by the farmer', async () => {
    const farmer = await register('farmer');
    const farm = await createListing(app, farmer);
    await db.execute(sql`UPDATE farm_products SET available_updated_at = now() - interval '20 days', available_source = 'import' WHERE farm_id = ${farm.id}`);
    await db.execute(sql`UPDATE farms SET stock_updated_at = NULL WHERE id = ${farm.id}`);
    await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${farm.id}/products/${farm.products[0].id}`, payload: { available: true } });
    const detail = (await as(app, null)({ url: `/api/farms/${farm.id}` })).json();
    expect(detail.products[0]).toMatchObject({ available: true, availableSource: 'farmer' });
    expect(recent(detail.products[0].availableUpdatedAt)).toBe(true);
    expect(recent(detail.freshness.stockUpdatedAt)).toBe(true);
    expect(detail.availableProducts).toEqual([{ name: 'Sweet corn', updatedAt: detail.products[0].availableUpdatedAt }]);
  });

  it('search answers carry it, and at equal distance fresh listings come before aging and stale ones, across pages', async () => {
    const word = nonce();
    const point = { lat: 46.71, lng: -92.1 };
    const ids = await seedListings(
      db,
      ['stale', 'aging', 'fresh', 'never'].map((n) => ({ name: `${n} ${word}`, ...point })),
    );
    await age(ids[0], 400);
    await age(ids[1], 90, 'import');
    await age(ids[2], 2, 'visitor');
    const query = `q=${word}&near=${point.lat},${point.lng}&radius=1`;
    const first = (await as(app, null)({ url: `/api/farms?${query}` })).json().items;
    expect(first.map((f: { name: string }) => f.name.split(' ')[0])).toEqual(['fresh', 'aging', 'stale', 'never']);
    expect(first[0].freshness).toMatchObject({ hoursConfirmedBy: 'visitor', level: 'fresh' });
    expect(first[1].freshness).toMatchObject({ hoursConfirmedBy: 'import', level: 'aging' });
    expect(first[3].freshness).toEqual({ hoursConfirmedAt: null, hoursConfirmedBy: null, stockUpdatedAt: null, level: 'stale' });
    const paged: number[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: Array<{ id: number }>; nextCursor: string | null } = (
        await as(app, null)({ url: `/api/farms?${query}&limit=1${cursor ? `&cursor=${cursor}` : ''}` })
      ).json();
      paged.push(...page.items.map((f) => f.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(first.map((f: { id: number }) => f.id));
  });
});

describe('POST /api/farms/{id}/confirm: "Hours still right"', () => {
  it('the owner confirms in one tap; nobody else can, admins included', async () => {
    const [farmer, otherFarmer, consumer, admin] = [await register('farmer'), await register('farmer'), await register(), await createAdmin(app, db)];
    const farm = await createListing(app, farmer);
    await age(farm.id, 300);
    expect((await confirm(farm.id, null)).statusCode).toBe(401);
    for (const u of [otherFarmer, consumer, admin]) expect((await confirm(farm.id, u)).statusCode).toBe(403);
    expect((await freshness(farm.id)).level).toBe('stale');
    const res = await confirm(farm.id, farmer);
    expect(res.statusCode).toBe(200);
    expect(res.json().freshness).toMatchObject({ hoursConfirmedBy: 'owner', level: 'fresh' });
    expect(recent(res.json().freshness.hoursConfirmedAt)).toBe(true);
    expect((await freshness(farm.id)).level).toBe('fresh');
  });

  it('bad input: unknown or hidden listings are 404s; a listing without hours has nothing to confirm', async () => {
    const [farmer, other] = [await register('farmer'), await register('farmer')];
    for (const id of ['abc', '0', '99999999', '1.5']) expect((await confirm(id as unknown as number, farmer)).statusCode, id).toBe(404);
    const draft = await createListing(app, farmer, {}, false);
    expect((await confirm(draft.id, other)).statusCode).toBe(404);
    expect((await confirm(draft.id, farmer)).statusCode).toBe(200);
    const noHours = await createListing(app, farmer, { openingHours: null });
    const res = await confirm(noHours.id, farmer);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Add your opening hours first/);
  });

  it('rate limit: a 429 with Retry-After past 30 an hour', async () => {
    const farmer = await register('farmer');
    const farm = await createListing(app, farmer);
    for (let i = 0; i < 30; i++) expect((await confirm(farm.id, farmer)).statusCode).toBe(200);
    const limited = await confirm(farm.id, farmer);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
