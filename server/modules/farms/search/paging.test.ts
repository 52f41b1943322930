import { beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp } from '../../../test/helpers.js';
import { nonce, seedListings } from '../test-fixtures.js';

const { app, db } = await createTestApp();
const word = nonce();
const center = { lat: 44.5, lng: -108.9 };
let seeded: number[] = [];

beforeAll(async () => {
  // Heavy ties on purpose: 5 positions, 3 ratings, 4 names, and one insert (one updated_at) for all.
  seeded = await seedListings(
    db,
    Array.from({ length: 57 }, (_, i) => ({
      name: `${['Apple', 'apple', 'Berry', 'Corn'][i % 4]} ${word}`,
      lat: center.lat + (i % 5) * 0.01,
      lng: center.lng,
      ratingAvg: [4.5, 4.5, null][i % 3],
      ratingCount: i % 2,
    })),
  );
});

interface Item {
  id: number;
  name: string;
  distance: number | null;
  ratingAvg: number | null;
}

async function allPages(query: string, limit: number): Promise<Item[]> {
  const seen: Item[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 100; page++) {
    const res = await as(app, null)({ method: 'GET', url: `/api/farms?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeLessThanOrEqual(limit);
    seen.push(...body.items);
    cursor = body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('paging did not end');
}

describe('cursor paging never repeats or skips, even with ties', () => {
  const base = `q=${word}&near=${center.lat},${center.lng}&radius=50`;
  it.each([
    ['distance', 7],
    ['rating', 5],
    ['name', 8],
    ['updated', 6],
    ['distance', 100],
  ])('sort=%s, %i per page', async (sort, limit) => {
    const items = await allPages(`${base}&sort=${sort}`, limit);
    const ids = items.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...seeded].sort((a, b) => a - b));
    for (let i = 1; i < items.length; i++) {
      const [a, b] = [items[i - 1], items[i]];
      if (sort === 'distance') expect(a.distance!).toBeLessThanOrEqual(b.distance!);
      if (sort === 'rating') expect(a.ratingAvg ?? 0).toBeGreaterThanOrEqual(b.ratingAvg ?? 0);
      if (sort === 'name') expect(a.name.toLowerCase() <= b.name.toLowerCase()).toBe(true);
    }
  });

  it('without a location too, and a cursor from another search is refused', async () => {
    const ids = (await allPages(`q=${word}&sort=name`, 9)).map((f) => f.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([...seeded].sort((a, b) => a - b));
    const first = (await as(app, null)({ method: 'GET', url: `/api/farms?${base}&limit=3` })).json();
    const elsewhere = await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}&near=40,-100&radius=500&cursor=${first.nextCursor}` });
    expect(elsewhere.statusCode).toBe(400);
    const otherSort = await as(app, null)({ method: 'GET', url: `/api/farms?${base}&sort=name&cursor=${first.nextCursor}` });
    expect(otherSort.statusCode).toBe(400);
  });
});
