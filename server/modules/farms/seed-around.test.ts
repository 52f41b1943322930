import { describe, expect, it } from 'vitest';
import { as, createTestApp } from '../../test/helpers.js';
import { placeToPoint, seedListingsAround } from '../../db/seed/listings-around.js';

const { app, db } = await createTestApp();

describe('demo listings around any place you ask for (npm run seed:listings)', () => {
  it('resolves ZIP codes, towns and coordinates offline, and says null for a place it does not know', () => {
    expect(placeToPoint('14850')).toMatchObject({ lat: expect.closeTo(42.44, 0) });
    expect(placeToPoint('Ithaca, NY')?.label).toMatch(/Ithaca, NY/);
    expect(placeToPoint('47.3769, 8.5417')).toEqual({ lat: 47.3769, lng: 8.5417, label: '47.3769,8.5417' });
    expect(placeToPoint('Zzyzxqq Hollow')).toBeNull();
    expect(placeToPoint('95,10')).toBeNull();
  });

  it('publishes searchable listings with hours and products there, and a re-run adds none', async () => {
    // Somewhere no other test seeds: the listings found are these ones.
    const center = { lat: 46.8721, lng: -113.994 }; // Missoula, MT
    const first = await seedListingsAround(db, center, { count: 12, radiusKm: 20, seed: 42 });
    expect(first).toEqual({ created: 12, existing: 0 });
    expect(await seedListingsAround(db, center, { count: 12, radiusKm: 20, seed: 42 })).toEqual({ created: 0, existing: 12 });

    const res = await as(app)({ method: 'GET', url: `/api/farms?near=${center.lat},${center.lng}&radius=20&unit=km&limit=100` });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Array<{ id: number; city: string; distance: number; timeZone: string; open: { status: string } }>;
    expect(items).toHaveLength(12);
    for (const f of items) {
      expect(f.distance).toBeLessThanOrEqual(20.1);
      expect(f.timeZone).toBe('America/Denver');
    }
    expect(items.some((f) => f.open.status === 'open' || f.open.status === 'closed')).toBe(true);
    const detail = (await as(app)({ method: 'GET', url: `/api/farms/${items[0].id}` })).json();
    expect(detail.products.length).toBeGreaterThan(0);
    expect(detail.status).toBe('published');
  });
});
