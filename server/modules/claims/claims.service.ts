import type { AdminPage } from '@common/schemas/admin.js';
import type { z } from 'zod';
import type { AdminClaim, AdminClaimListQuerySchema, ClaimDecisionInput, ClaimInput, MyClaim } from '@common/schemas/claims.js';
import type { Db } from '../../db/client.js';
import { msg } from '@common/i18n/keys.js';
import type { Actor, Subject } from '../../lib/actor.js';
import { conflict, forbidden, notFound, withValues } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { usersRepository } from '../auth/users.service.js';
import { farmsRepository } from '../farms/listings.service.js';
import type { DbOrTx } from '../farms/sql.js';
import { notify, withNote } from '../notifications/notify.js';
import { claimPolicy } from './claims.policy.js';
import { claimsRepository, presentMyClaim } from './claims.repository.js';
import { publish } from '../../lib/events/index.js';

const NO_LISTING = msg('errors:claims.noListing');
const NOT_CONFIRMED = msg('push:claims.refusedReason');
const OTHER_APPROVED = 'Another farmer’s claim of this listing was approved.';

type ListQuery = z.output<typeof AdminClaimListQuerySchema>;

const tell = (tx: DbOrTx, userId: string, farm: { id: number; name: string }, approved: boolean, note: string | null) =>
  notify(tx, {
    userId,
    type: 'listing_claim',
    title: approved ? withValues('push:claims.approvedTitle', { farm: farm.name }) : withValues('push:claims.refusedTitle', { farm: farm.name }),
    body: approved ? withNote(msg('push:claims.approvedBody'), note) : withValues('push:claims.refusedBody', { reason: note ?? NOT_CONFIRMED }),
    url: approved ? `/farm-profile?id=${farm.id}` : `/farm/${farm.id}`,
    data: { farmId: farm.id },
  });

/** Claims of imported listings (docs/product.md §9): a farmer asks, an admin approves or refuses, and the farmer hears either way. */
export function claimsService(db: Db) {
  return {
    async claim(user: Actor, farmId: number, input: ClaimInput): Promise<MyClaim> {
      await limit(db, 'claims', user.id);
      if (!claimPolicy.claim(user)) throw forbidden('errors:claims.farmersOnly');
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || farm.status !== 'published') throw notFound(NO_LISTING);
        if (farm.ownerId === user.id) throw conflict('errors:claims.alreadyYours');
        if (!claimPolicy.claimable(farm)) throw conflict('errors:claims.managedAlready');
        const row = await claimsRepository(tx).insert({ farmId, userId: user.id, ...input });
        if (!row) throw conflict('errors:claims.alreadyAsked');
        return presentMyClaim(row);
      });
    },

    /** The viewer's latest claim of a listing, for its page. */
    async mineFor(user: Subject | null, farmId: number): Promise<MyClaim | null> {
      if (!user) return null;
      const row = await claimsRepository(db).latestOf(farmId, user.id);
      return row ? presentMyClaim(row) : null;
    },

    async list(admin: Actor, query: ListQuery): Promise<AdminPage<AdminClaim>> {
      mustBeAdmin(admin);
      const offset = offsetOf(query.cursor);
      const { rows, total } = await claimsRepository(db).list({ q: query.q, status: query.status }, query.dir, query.limit, offset);
      return pageOf(rows, { limit: query.limit, offset, total }, (r) => r);
    },

    /** Approving hands the listing over and refuses the other open claims of it; every claimant hears. Audited. */
    async decide(admin: Actor, id: string, input: ClaimDecisionInput): Promise<AdminClaim> {
      mustBeAdmin(admin);
      return db.transaction(async (tx) => {
        const repo = claimsRepository(tx);
        const claim = await repo.find(id);
        if (!claim) throw notFound('errors:claims.noClaim');
        if (claim.status !== 'open') throw conflict('errors:claims.alreadyAnswered');
        const farm = (await farmsRepository(tx).findForUpdate(claim.farmId))!;
        const note = input.note || null;
        const approve = input.decision === 'approve';
        if (approve) {
          if (farm.ownerId) throw conflict('errors:claims.hasOwner');
          const farmer = await usersRepository(tx).findById(claim.userId);
          if (farmer?.userType !== 'farmer') throw conflict('errors:claims.noLongerFarmer');
          await farmsRepository(tx).update(farm.id, { ownerId: claim.userId });
          for (const other of (await repo.openOfListing(farm.id)).filter((c) => c.id !== id)) {
            await repo.decide(other.id, { status: 'refused', decisionNote: OTHER_APPROVED, decidedBy: admin.id });
            // The stored note stays as written; the farmer is told it in their language.
            await tell(tx, other.userId, farm, false, msg('push:claims.otherApproved'));
          }
        }
        await repo.decide(id, { status: approve ? 'approved' : 'refused', decisionNote: note, decidedBy: admin.id });
        await tell(tx, claim.userId, farm, approve, note);
        await publish(tx, 'listing.trustChanged', { farmId: farm.id, what: 'claim' });
        const found = (await repo.findForAdmin(id))!;
        await recordAuditBy(tx, admin, {
          action: `listing-claim.${input.decision}`,
          summary: `${approve ? 'Approved' : 'Refused'} ${found.claimant.email}’s claim of “${farm.name}”`,
          target: { type: 'farm', id: farm.id },
          details: { claimId: id, claimantId: claim.userId, note },
        });
        return found;
      });
    },
  };
}
