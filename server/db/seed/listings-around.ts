import type { Db } from '../client.js';
import { seasonal } from './product-seasons.js';
import { farmProducts, farms } from '../schema/index.js';
import { refreshOpenIntervals } from '../../modules/farms/hours/open-intervals.js';
import { resolveLocation } from '../../lib/geo/gazetteer.js';
import { generateListingsAround } from './generator.js';
import { seedDemoFreshness } from './demo-freshness.js';

export const AROUND_LIMITS = { countMax: 5000, radiusKmMax: 300 } as const;

/** "42.44,-76.5", a ZIP code or "Ithaca, NY" to a point, through the offline gazetteer; null when unknown. */
export function placeToPoint(place: string): { lat: number; lng: number; label: string } | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(place);
  if (m) {
    const [lat, lng] = [Number(m[1]), Number(m[2])];
    return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng, label: `${lat},${lng}` } : null;
  }
  const found = resolveLocation(place);
  return found ? { lat: found.lat, lng: found.lng, label: found.label } : null;
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Published demo listings (names, hours, products) around any point: for a demo in a new town or a
 * load test there. The same point, count and seed give the same listings, so a re-run adds nothing.
 */
export async function seedListingsAround(db: Db, center: { lat: number; lng: number }, { count = 25, radiusKm = 30, seed = 1 } = {}) {
  const generated = generateListingsAround(center, count, seed, radiusKm);
  const batch = `${center.lat.toFixed(4)},${center.lng.toFixed(4)}:${seed}:${radiusKm}`;
  const ids: number[] = [];
  await db.transaction(async (tx) => {
    for (const [j, listing] of generated.entries()) {
      const { products, ...fields } = listing;
      const [row] = await tx
        .insert(farms)
        .values({ ...fields, slug: slugify(fields.name), status: 'published', source: 'demo', externalId: `around:${batch}:${j}` })
        .onConflictDoNothing({ target: [farms.source, farms.externalId] })
        .returning({ id: farms.id });
      if (!row) continue;
      ids.push(row.id);
      if (products.length) await tx.insert(farmProducts).values(products.map((p, position) => ({ ...seasonal(p, new Date()), farmId: row.id, position })));
    }
    // Open intervals, search documents and map counts, as after any listing write.
    await refreshOpenIntervals(tx, ids);
    await seedDemoFreshness(tx, ids);
  });
  return { created: ids.length, existing: generated.length - ids.length };
}
