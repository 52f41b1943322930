import type { ListingTrust } from '@common/schemas/listing-trust.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { claimPolicy } from '../claims/claims.policy.js';
import { claimsService } from '../claims/claims.service.js';
import { closedAnswersFor, closedWarningOf } from '../confirmations/closed-warning.service.js';
import { presentConfirmation } from '../confirmations/confirmations.service.js';
import { confirmationsRepository } from '../confirmations/confirmations.service.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import { reportsService } from '../listing-reports/reports.service.js';
import { localDateIn } from '../visits/visits.service.js';
import type { Actor } from '../../lib/actor.js';

/** What the community says about a listing now: one read for its page (docs/product.md §9). */
export function trustService(db: Db) {
  return {
    async summary(viewer: Actor | null, farmId: number, now = new Date()): Promise<ListingTrust> {
      const farm = await farmsRepository(db).find(farmId);
      if (!farm || !farmPolicy.see(viewer, farm)) throw notFound('errors:trust.noListing');
      const confirmations = confirmationsRepository(db);
      const [closedWarning, closedAnswers, openReports, mine, myClaim] = await Promise.all([
        closedWarningOf(db, farm, now),
        closedAnswersFor(db, viewer, farm, now),
        reportsService(db).openFor(viewer, farmId),
        viewer ? confirmations.findDay(farmId, viewer.id, localDateIn(farm.timeZone, now)) : undefined,
        claimsService(db).mineFor(viewer, farmId),
      ]);
      return {
        closedWarning,
        closedAnswers,
        openReports,
        myConfirmation: mine ? presentConfirmation(mine) : null,
        claimable: claimPolicy.claimable(farm),
        myClaim,
      };
    },
  };
}
