import type { z } from 'zod';
import type { InSeasonAnswer, InSeasonGroup, InSeasonQuerySchema } from '@common/schemas/in-season.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { fromUnit, toUnit } from '../../lib/geo/distance.js';
import { networkKey } from '../../lib/client-network.js';
import { limit } from '../../lib/rate-limit.js';
import { arcOf } from '../farms/search/earth.js';
import { resolveOrigin } from '../farms/search/search-query.js';
import { inSeasonGroups } from './in-season.repository.js';
import { msg } from '@common/i18n/keys.js';

export type InSeasonQueryData = z.output<typeof InSeasonQuerySchema>;

/** "What's fresh near you" (docs/product.md §9): the available products around a place, one group per product. */
export function inSeasonService(db: Db) {
  return {
    async near(query: InSeasonQueryData, client: { ip: string }, now = new Date()): Promise<InSeasonAnswer> {
      await limit(db, 'inSeasonIp', networkKey(client.ip));
      const origin = resolveOrigin(query);
      if (!origin) throw badRequest('errors:inSeason.place', { location: msg('errors:inSeason.placeRequired') });
      const found = await inSeasonGroups(db, origin, fromUnit(query.radius, query.unit) * 1000, now, query.accepts ?? []);
      return {
        items: found.map((r): InSeasonGroup => ({
          product: r.product,
          category: r.category as InSeasonGroup['category'],
          listingCount: r.listing_count,
          openNowCount: r.open_now_count,
          goodPickingCount: r.good_picking_count,
          nearest: { id: Number(r.nearest_id), name: r.nearest_name, distance: toUnit(arcOf(r.nearest_chord) / 1000, query.unit) },
        })),
      };
    },
  };
}
