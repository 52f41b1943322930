import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, createTestApp } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { seedDemoContent } from './demo.js';
import { SPANISH_LISTINGS, SPANISH_POST } from './spanish-listings.js';

// Its own database: the demo accounts and listings would otherwise show up in other files' searches.
const { app, db } = await createTestApp({}, await createIsolatedDatabase('demo_seed'));

describe('demo content (DEMO_DATA=1)', () => {
  it('seeds once, with stands and a post in Spanish shown as their owners wrote them', async () => {
    const seeded = await seedDemoContent(db);
    expect(seeded?.listings).toBe(60 + SPANISH_LISTINGS.length);
    expect(await seedDemoContent(db)).toBeNull();

    for (const listing of SPANISH_LISTINGS) {
      const res = await as(app)({ method: 'GET', url: `/api/farms?near=${listing.lat},${listing.lng}&radius=1&unit=km&limit=10` });
      expect(res.statusCode).toBe(200);
      const found = (res.json().items as Array<{ id: number; name: string; open: { status: string } | null }>).find((f) => f.name === listing.name);
      expect(found, listing.name).toBeDefined();
      // The hours parse: the listing has an open status like any other.
      expect(found!.open?.status).toMatch(/\w/);
      const detail = (await as(app)({ method: 'GET', url: `/api/farms/${found!.id}` })).json();
      expect(detail.description).toBe(listing.description);
      expect(detail.products.map((p: { name: string }) => p.name)).toEqual(listing.products.map((p) => p.name));
    }
    const central = SPANISH_LISTINGS.find((l) => l.region === 'CA')!;
    expect(central.timeZone).toBe('America/Los_Angeles');

    // Only a listing with a farmer has stock "said by the farmer": an unclaimed one's came from visitors.
    const sources = await db.execute<{ owned: boolean; source: string; n: number }>(sql`
      SELECT f.owner_id IS NOT NULL AS owned, p.available_source AS source, count(*)::int AS n
        FROM farm_products p JOIN farms f ON f.id = p.farm_id GROUP BY 1, 2`);
    const count = (owned: boolean, source: string) => sources.rows.find((r) => r.owned === owned && r.source === source)?.n ?? 0;
    expect(count(true, 'farmer')).toBeGreaterThan(0);
    expect(count(false, 'visitor')).toBeGreaterThan(0);
    expect(count(false, 'farmer')).toBe(0);

    const post = (await as(app)({ method: 'GET', url: `/api/blog/posts/${SPANISH_POST.slug}` })).json();
    expect(post).toMatchObject({ title: SPANISH_POST.title, tags: SPANISH_POST.tags });
    expect(post.html).toContain('<h2>Llegue temprano</h2>');
  });
});
