import { msg } from '@common/i18n/keys.js';
import { VERIFIED_VISIT_RADIUS_M } from '@common/limits.js';
import type { ListingPicking, PickingInput, PickingResult, ProductPicking } from '@common/schemas/picking.js';
import type { Db } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, forbidden, HttpError, notFound, withValues } from '../../lib/errors.js';
import { haversineKm } from '../../lib/geo/distance.js';
import { limit, limitOnce } from '../../lib/rate-limit.js';
import { networkKey } from '../../lib/client-network.js';
import { confirmationsRepository } from '../confirmations/confirmations.service.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import type { DbOrTx } from '../farms/sql.js';
import { localDateIn, visitsRepository } from '../visits/visits.service.js';
import { publish } from '../../lib/events/index.js';
import { pickingPolicy } from './picking.policy.js';
import { pickingRepository, type CurrentPickingRow } from './picking.repository.js';

const NO_LISTING = msg('errors:picking.noListing');

/** A row of fsf_picking_current as the API shows it: the farmer's hours only on the day they were given for. */
export function presentPicking(row: CurrentPickingRow, farm: Pick<FarmRow, 'timeZone'>, now: Date): ProductPicking {
  const today = localDateIn(farm.timeZone, now);
  const hours = row.source === 'farmer' && row.hours_from && row.hours_until && String(row.local_date) === today;
  return {
    productId: row.product_id,
    condition: row.condition,
    source: row.source,
    at: new Date(row.reported_at).toISOString(),
    note: row.note,
    hours: hours ? { from: row.hours_from!, until: row.hours_until! } : null,
    visitors: row.visitors,
  };
}

/** "You are 120 m from …": the same rule and words as "Was it open?" (within 500 m, or a verified check-in that day). */
async function where(tx: DbOrTx, user: Actor, farm: FarmRow, input: PickingInput, localDate: string): Promise<number | null> {
  if (input.lat === undefined || input.lng === undefined) {
    const visit = await visitsRepository(tx).findDay(user.id, farm.id, localDate);
    if (visit?.verified) return null;
    throw new HttpError(422, withValues('errors:confirmations.sharePosition', { radius: VERIFIED_VISIT_RADIUS_M, farm: farm.name }), {
      lat: msg('errors:confirmations.needed'),
    });
  }
  const m = haversineKm({ lat: input.lat, lng: input.lng }, farm) * 1000;
  if (m <= VERIFIED_VISIT_RADIUS_M) return m;
  const far =
    m < 1609
      ? withValues('errors:confirmations.tooFarMeters', { meters: Math.round(m / 10) * 10, farm: farm.name, radius: VERIFIED_VISIT_RADIUS_M })
      : withValues('errors:confirmations.tooFarMiles', { miles: (m / 1609.344).toFixed(1), farm: farm.name, radius: VERIFIED_VISIT_RADIUS_M });
  throw new HttpError(422, far, { lat: msg('errors:confirmations.tooFarAway') });
}

/**
 * Picking conditions (issue 32 point 1, decision 062): the farmer says how each crop's picking is; verified visitors at
 * the field say how they found it. Visitors' words count for 3 days, from accounts that weigh (decision 033), and never
 * override the farmer's word of the same day.
 */
export function pickingService(db: Db) {
  return {
    async report(user: Actor, farmId: number, input: PickingInput, now = new Date()): Promise<PickingResult> {
      await limit(db, 'picking', user.id);
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || farm.status !== 'published') throw notFound(NO_LISTING);
        if (!pickingPolicy.takesPicking(farm)) throw new HttpError(422, msg('errors:picking.notPickYourOwn'));
        const repo = pickingRepository(tx);
        if (!(await repo.productOf(farmId, input.productId)))
          throw badRequest('errors:picking.unknownProduct', { productId: msg('errors:picking.unknownProduct') });
        const asFarmer = pickingPolicy.speaksAsFarmer(user, farm);
        if (!asFarmer && input.hoursFrom) throw forbidden('errors:picking.hoursFarmerOnly');
        const localDate = localDateIn(farm.timeZone, now);
        const distanceM = asFarmer ? null : await where(tx, user, farm, input, localDate);
        // A new account's word, or a refuted one's, is kept and moves nothing (decision 033).
        const counted = asFarmer || (await confirmationsRepository(tx).accountWeighs(user.id, now));
        await repo.upsert({
          farmId,
          productId: input.productId,
          userId: user.id,
          by: asFarmer ? 'farmer' : 'visitor',
          condition: input.condition,
          note: input.note || null,
          hoursFrom: asFarmer ? (input.hoursFrom ?? null) : null,
          hoursUntil: asFarmer ? (input.hoursUntil ?? null) : null,
          localDate,
          reportedAt: now,
          distanceM,
          counted,
        });
        const row = (await repo.current(farmId, now)).find((r) => r.product_id === input.productId);
        if (counted) await publish(tx, 'listing.trustChanged', { farmId, what: 'picking' });
        // Good picking now, said by a word that counts: the alerts that wait for it (decision 067) hear of it.
        if (counted && (row?.condition === 'good' || row?.condition === 'excellent'))
          await publish(tx, 'listing.pickingGood', { farmId, productId: input.productId, actorId: user.id });
        return { picking: row ? presentPicking(row, farm, now) : null, counted };
      });
    },

    async listing(viewer: Actor | null, farmId: number, client: { ip: string }, now = new Date()): Promise<ListingPicking> {
      await limitOnce(db, 'listingHistoryIp', networkKey(client.ip), client);
      const farm = await farmsRepository(db).find(farmId);
      if (!farm || !farmPolicy.see(viewer, farm)) throw notFound(NO_LISTING);
      if (!pickingPolicy.takesPicking(farm)) return { pickYourOwn: false, products: [] };
      const rows = await pickingRepository(db).current(farmId, now);
      return { pickYourOwn: true, products: rows.map((r) => presentPicking(r, farm, now)) };
    },
  };
}
