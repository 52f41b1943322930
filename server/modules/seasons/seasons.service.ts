import type { ListingSeasons } from '@common/schemas/seasons.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { networkKey } from '../../lib/client-network.js';
import { limit } from '../../lib/rate-limit.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import { seasonsRepository } from './seasons.repository.js';
import { usualSeason, type AvailabilityMarkDay } from './usual-season.js';

/** When a listing's products are usually available, from its own history (issue 32 point 2, decision 063). */
export function seasonsService(db: Db) {
  return {
    async listing(viewer: Actor | null, farmId: number, client: { ip: string }): Promise<ListingSeasons> {
      await limit(db, 'listingHistoryIp', networkKey(client.ip));
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
  };
}
