import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FarmInput } from '@common/schemas/farms.js';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { farmProducts, farms } from '../../db/schema/index.js';
import { timeZoneAt } from '../../lib/hours/index.js';
import { as, type TestUser } from '../../test/helpers.js';
import { slugify } from './listing-input.js';
import { refreshOpenIntervals } from './hours/open-intervals.js';

/** A word no other test uses: put it in names and search with q= to see only this file's listings. */
export const nonce = () =>
  `zq${crypto
    .randomBytes(5)
    .toString('hex')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;

export function farmInput(overrides: Partial<FarmInput> = {}): FarmInput {
  return {
    name: 'Test Farm Stand',
    kind: 'stand',
    description: 'Fresh vegetables from our fields.',
    city: 'Kingston',
    region: 'NY',
    postalCode: '12401',
    lat: 41.927,
    lng: -74.0,
    openingHours: 'Mo-Su 09:00-17:00',
    categories: ['produce'],
    features: ['parking'],
    products: [{ name: 'Sweet corn', category: 'produce', available: true }],
    ...overrides,
  };
}

/** Creates a listing over the API as `user` (a draft), and publishes it unless asked not to. */
export async function createListing(app: FastifyInstance, user: TestUser, overrides: Partial<FarmInput> = {}, publish = true) {
  const res = await as(app, user)({ method: 'POST', url: '/api/farms', payload: farmInput(overrides) });
  if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  const farm = res.json();
  if (publish) {
    const pub = await as(app, user)({ method: 'PATCH', url: `/api/farms/${farm.id}`, payload: { status: 'published' } });
    if (pub.statusCode !== 200) throw new Error(`publish failed: ${pub.statusCode} ${pub.body}`);
    return pub.json();
  }
  return farm;
}

export interface SeedListing {
  name: string;
  lat: number;
  lng: number;
  openingHours?: string | null;
  status?: 'draft' | 'published' | 'suspended';
  kind?: 'stand' | 'u-pick' | 'market' | 'vendor';
  categories?: string[];
  features?: string[];
  ratingAvg?: number | null;
  ratingCount?: number;
  description?: string;
  region?: string;
  products?: string[];
}

/** Many listings straight into the database (then refreshed like any write): for search and map tests. */
export async function seedListings(db: Db, list: SeedListing[]): Promise<number[]> {
  const rows = await db
    .insert(farms)
    .values(
      list.map((l) => ({
        name: l.name,
        slug: slugify(l.name),
        kind: l.kind ?? 'stand',
        description: l.description ?? '',
        region: l.region ?? '',
        lat: l.lat,
        lng: l.lng,
        timeZone: timeZoneAt(l.lat, l.lng),
        openingHours: l.openingHours === undefined ? 'Mo-Su 09:00-17:00' : l.openingHours,
        categories: l.categories ?? ['produce'],
        features: l.features ?? [],
        status: l.status ?? 'published',
        ratingAvg: l.ratingAvg ?? null,
        ratingCount: l.ratingCount ?? 0,
      })),
    )
    .returning({ id: farms.id });
  const ids = rows.map((r) => r.id);
  const products = list.flatMap((l, i) => (l.products ?? []).map((name, position) => ({ farmId: ids[i], name, category: 'produce', position })));
  if (products.length) await db.insert(farmProducts).values(products);
  await refreshOpenIntervals(db, ids);
  return ids;
}

/** The instant when the wall clock in `zone` reads `time` on the next `weekday` (0 = Sunday) after now. */
export function nextLocal(zone: string, weekday: number, time: string, now = new Date()): Date {
  const [h, m] = time.split(':').map(Number);
  for (let d = 1; d <= 8; d++) {
    const day = new Date(now.getTime() + d * 86_400_000);
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' })
        .formatToParts(day)
        .map((p) => [p.type, p.value]),
    );
    if (['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(parts.weekday) !== weekday) continue;
    const guess = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), h, m);
    return new Date(guess - offsetMs(zone, new Date(guess - offsetMs(zone, new Date(guess)))));
  }
  throw new Error('unreachable');
}

function offsetMs(zone: string, at: Date): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return (
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - Math.floor(at.getTime() / 1000) * 1000
  );
}

/** How each farm_near column is derived from farms `f`; a column not named here is farms' column of the same name. */
const DERIVED: Record<string, string> = {
  earth: 'fsf_earth(f.lat, f.lng)::cube',
  picks: `(f.kind = 'u-pick' OR 'pick-your-own' = ANY(f.features))`,
};

/**
 * The published listings whose farm_near row is missing or differs from what their farms row says, and the farm_near
 * rows of listings not published (or gone): both empty when the two are in step. One statement, so one snapshot:
 * other files' writes in parallel cannot make it disagree (each write updates both in its transaction).
 */
export async function outOfStep(db: Pick<DbOrTx, 'execute'>): Promise<{ missingOrStale: number[]; extra: number[] }> {
  const columns = (
    await db.execute<{ name: string; type: string }>(
      sql`SELECT column_name AS name, udt_name AS type FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = 'farm_near' ORDER BY ordinal_position`,
    )
  ).rows;
  if (columns.length < 10) throw new Error('farm_near has lost its columns');
  // json and tsvector have no equality (json) or compare loosely: compared as text.
  const asText = (expr: string, type: string) => (['json', 'tsvector', 'cube'].includes(type) ? `(${expr})::text` : expr);
  const want = columns.map((c) => asText(DERIVED[c.name] ?? `f.${c.name}`, c.type)).join(', ');
  const have = columns.map((c) => asText(`n.${c.name}`, c.type)).join(', ');
  const [row] = (
    await db.execute<{ missing: number[] | null; extra: number[] | null }>(
      sql.raw(`WITH want AS (SELECT ${want} FROM farms f WHERE f.status = 'published'), have AS (SELECT ${have} FROM farm_near n)
               SELECT (SELECT array_agg(id::int) FROM (SELECT * FROM want EXCEPT SELECT * FROM have) d(id)) AS missing,
                      (SELECT array_agg(id::int) FROM (SELECT * FROM have EXCEPT SELECT * FROM want) d(id)) AS extra`),
    )
  ).rows;
  return { missingOrStale: row.missing ?? [], extra: row.extra ?? [] };
}
