import { describe, expect, it } from 'vitest';
import { stockChanges } from '../../db/schema/index.js';
import { networkKey } from '../../lib/client-network.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { createListing } from '../farms/test-fixtures.js';
import { exhaust } from '../trust/trust-fixtures.js';

const { app, db } = await createTestApp();
const farmer = await registerUser(app, 'farmer');
const year = new Date().getUTCFullYear();

/** Past seasons of a product at a listing: marked available, confirmed, sold out for the season (noon UTC, NY zone). */
async function history(farmId: number, productId: string, name: string, seasons: Array<[first: string, last: string]>) {
  const rows = seasons.flatMap(([first, last], i) => {
    const y = year - 1 - i;
    const at = (md: string) => new Date(`${y}-${md}T16:00:00Z`);
    const mark = (md: string, available: boolean) => ({
      farmId,
      productId,
      productName: name,
      available,
      changed: true,
      source: 'farmer' as const,
      createdAt: at(md),
    });
    return [mark(first, true), mark(first, true), mark(last, false)];
  });
  await db.insert(stockChanges).values(rows);
}
const seasonsOf = (id: number, user = null as Parameters<typeof as>[1], ip = '203.0.113.9') =>
  as(app, user)({ url: `/api/farms/${id}/seasons`, remoteAddress: ip });

describe('GET /api/farms/:id/seasons', () => {
  it("says each product's usual season from three past seasons, and nothing for a product with one", async () => {
    const farm = await createListing(app, farmer, {
      name: 'Season Farm',
      products: [
        { name: 'Strawberries', category: 'produce', available: false },
        { name: 'Pumpkins', category: 'produce', available: false },
      ],
    });
    const [berries, pumpkins] = farm.products as Array<{ id: string; name: string }>;
    await history(farm.id, berries.id, 'Strawberries', [
      ['06-03', '06-28'],
      ['06-01', '06-25'],
      ['06-08', '07-02'],
    ]);
    await history(farm.id, pumpkins.id, 'Pumpkins', [['09-20', '10-31']]);
    const res = await seasonsOf(farm.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ products: [{ productId: berries.id, name: 'Strawberries', from: '06-03', until: '06-28', seasons: 3 }] });
  });

  it('hides a draft from others and the signed out, shows it to its farmer; a malformed id is a 404', async () => {
    const draft = await createListing(app, farmer, { name: 'Draft Season Farm' }, false);
    const stranger = await registerUser(app);
    expect((await seasonsOf(draft.id)).statusCode).toBe(404);
    expect((await seasonsOf(draft.id, stranger)).statusCode).toBe(404);
    expect((await seasonsOf(draft.id, farmer)).statusCode).toBe(200);
    // A malformed id names nothing: the same 404 as a missing one (common/schemas/params.ts).
    expect((await as(app, null)({ url: '/api/farms/-3/seasons' })).statusCode).toBe(404);
  });

  it('is rate limited per network', async () => {
    const farm = await createListing(app, farmer, { name: 'Busy Season Farm' });
    await exhaust(db, 'listingHistoryIp', networkKey('198.51.100.7'));
    const res = await seasonsOf(farm.id, null, '198.51.100.7');
    expect(res.statusCode).toBe(429);
    expect((await as(app, null)({ url: `/api/farms/${farm.id}/picking`, remoteAddress: '198.51.100.7' })).statusCode).toBe(429);
  });
});
