import type { ConfirmHoursResponse } from '@common/schemas/freshness.js';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../lib/actor.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { limit } from '../../../lib/rate-limit.js';
import { farmPolicy } from '../farms.policy.js';
import { farmsRepository } from '../farms.repository.js';
import { presentFreshness } from './freshness.presenter.js';

/** The owner's one-tap "Hours still right" (docs/product.md §9). */
export function freshnessService(db: Db) {
  return {
    async confirmHours(user: Actor, farmId: number, now = new Date()): Promise<ConfirmHoursResponse> {
      await limit(db, 'confirmHours', user.id);
      const farm = await db.transaction(async (tx) => {
        const repo = farmsRepository(tx);
        const row = await repo.findForUpdate(farmId);
        if (!row || !farmPolicy.see(user, row)) throw notFound('errors:farms.noListing');
        // Only the farmer knows the hours are right: an admin or a visitor vouches differently (or not at all).
        if (!farmPolicy.confirmHours(user, row)) throw forbidden('errors:farms.confirmHoursOwnerOnly');
        if (!row.openingHours) throw badRequest('errors:farms.noHoursToConfirm');
        return repo.confirmHours(farmId);
      });
      return { freshness: presentFreshness(farm, now) };
    },
  };
}
