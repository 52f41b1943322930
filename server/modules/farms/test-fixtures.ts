import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FarmInput } from '@common/schemas/farms.js';
import type { Db } from '../../db/client.js';
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
