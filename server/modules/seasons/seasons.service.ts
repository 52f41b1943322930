import type { z } from 'zod';
import type { InSeasonQuerySchema } from '@common/schemas/in-season.js';
import type { ComingUp, CropCalendar, CropSeason, ListingSeasons } from '@common/schemas/seasons.js';
import { msg } from '@common/i18n/keys.js';
import type { Db, DbOrTx } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { fromUnit } from '../../lib/geo/distance.js';
import { networkKey } from '../../lib/client-network.js';
import { limit, limitOnce } from '../../lib/rate-limit.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import { resolveOrigin } from '../farms/search/search-query.js';
import { areaSeason, daysUntilStart, type AreaSeason } from './area-season.js';
import { areaSeasonsRepository, seasonsRepository } from './seasons.repository.js';
import { usualSeason, type AvailabilityMarkDay } from './usual-season.js';

/** When a listing's products are usually available, from its own history (issue 32 point 2, decision 063). */
export function seasonsService(db: Db) {
  return {
    async listing(viewer: Actor | null, farmId: number, client: { ip: string }): Promise<ListingSeasons> {
      await limitOnce(db, 'listingHistoryIp', networkKey(client.ip), client);
      const repo = farmsRepository(db);
      const farm = await repo.find(farmId);
      if (!farm || !farmPolicy.see(viewer, farm)) throw notFound('errors:seasons.noListing');
      const [products, marks] = await Promise.all([repo.products(farmId), seasonsRepository(db).marks(farmId)]);
      const byName = new Map<string, AvailabilityMarkDay[]>();
      for (const m of marks) byName.set(m.name, [...(byName.get(m.name) ?? []), { date: m.date, available: m.available }]);
      const out: ListingSeasons['products'] = [];
      for (const p of products) {
        const usual = usualSeason(byName.get(p.name.toLowerCase()) ?? []);
        if (usual) out.push({ productId: p.id, name: p.name, ...usual });
      }
      return { products: out };
    },

    /** Every crop with a usual season near the place (the crop calendar, issue 32 point 4), by its usual first day. */
    async calendar(query: AreaQuery, client: { ip: string }, now = new Date()): Promise<CropCalendar> {
      const { crops } = await cropSeasons(db, query, client, now);
      return { items: crops };
    },

    /**
     * "Coming up near you" (issue 32 point 2): the crops no listing nearby has available now whose usual season here
     * starts later, soonest first; a crop usually under way but not marked anywhere is neither in season nor coming.
     */
    async comingUp(query: AreaQuery, client: { ip: string }, now = new Date()): Promise<ComingUp> {
      const { crops, today } = await cropSeasons(db, query, client, now);
      const items = crops.flatMap(({ months: _m, availableNow, ...c }) => {
        const inDays = availableNow > 0 ? null : daysUntilStart(c, today);
        return inDays === null ? [] : [{ ...c, inDays }];
      });
      return { items: items.sort((a, b) => a.inDays - b.inDays || a.product.localeCompare(b.product)).slice(0, COMING_UP) };
    },
  };
}

/**
 * A crop's usual season around a place for the products a tsquery matches (an alert's word, decision 068), read as
 * "coming up near you" reads it; a word matching two crops ("berries") takes the one most stands have. No rate limit:
 * the alerts' heads-up job asks, not a request.
 */
export async function usualAreaStart(db: DbOrTx, origin: { lat: number; lng: number }, radiusM: number, query: string): Promise<AreaSeason | null> {
  const marks = await areaSeasonsRepository(db).marksMatching(origin, radiusM, query);
  const byKey = new Map<string, Map<number, AvailabilityMarkDay[]>>();
  for (const m of marks) {
    const stands = byKey.get(m.key) ?? byKey.set(m.key, new Map()).get(m.key)!;
    const list = stands.get(m.farm_id) ?? stands.set(m.farm_id, []).get(m.farm_id)!;
    list.push({ date: m.date, available: m.available });
  }
  let best: AreaSeason | null = null;
  for (const stands of byKey.values()) {
    const season = areaSeason([...stands.values()]);
    if (season && (!best || season.stands > best.stands)) best = season;
  }
  return best;
}

export type AreaQuery = z.output<typeof InSeasonQuerySchema>;

/** At most this many crops are "coming up": the next few, not the whole year. */
const COMING_UP = 8;

/** The crops of the listings near a place with an area season (decision 063 "In an area"), and the area's date. */
async function cropSeasons(db: Db, query: AreaQuery, client: { ip: string }, now: Date) {
  await limit(db, 'inSeasonIp', networkKey(client.ip));
  const origin = resolveOrigin(query);
  if (!origin) throw badRequest('errors:inSeason.place', { location: msg('errors:inSeason.placeRequired') });
  const radiusM = fromUnit(query.radius, query.unit) * 1000;
  const repo = areaSeasonsRepository(db);
  const [marks, products, zone] = await Promise.all([repo.marks(origin, radiusM), repo.products(origin, radiusM, now), repo.timeZone(origin, radiusM)]);
  // key → listing → its marks
  const byKey = new Map<string, Map<number, AvailabilityMarkDay[]>>();
  for (const m of marks) {
    const stands = byKey.get(m.key) ?? byKey.set(m.key, new Map()).get(m.key)!;
    const list = stands.get(m.farm_id) ?? stands.set(m.farm_id, []).get(m.farm_id)!;
    list.push({ date: m.date, available: m.available });
  }
  const crops: CropSeason[] = [];
  for (const p of products) {
    const season = areaSeason([...(byKey.get(p.key)?.values() ?? [])]);
    if (season) crops.push({ product: p.product, category: p.category as CropSeason['category'], ...season, availableNow: p.available_now });
  }
  crops.sort((a, b) => a.from.localeCompare(b.from) || a.product.localeCompare(b.product));
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone ?? 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return { crops, today };
}
