import type { z } from 'zod';
import type { AdminPage } from '@common/schemas/admin.js';
import type { AdminReview, AdminReviewListQuerySchema } from '@common/schemas/reviews.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { recordAuditBy } from '../accounts/audit.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { presentAdminReview, reviewsAdminRepository } from './reviews-admin.repository.js';
import { reviewsRepository } from './reviews.repository.js';
import { about } from './reviews.presenter.js';

/** Admin → Reviews: the moderation queue (reported first) and "dismiss reports". Callers are admins. */
export function reviewsAdminService(db: Db) {
  return {
    async list({ q, status, sort, dir, limit, cursor }: z.output<typeof AdminReviewListQuerySchema>): Promise<AdminPage<AdminReview>> {
      const offset = offsetOf(cursor);
      const { rows, total } = await reviewsAdminRepository(db).list({ q, status }, sort, dir, limit, offset);
      return pageOf(rows, { limit, offset, total }, presentAdminReview);
    },

    /**
     * The reports were looked at and the review stays: it leaves the reported list, visible as before. A held review
     * (issue 29 point 6) was looked at too: it stays hidden, held no longer.
     */
    async dismissReports(admin: Actor, id: string): Promise<AdminReview> {
      return db.transaction(async (tx) => {
        const found = await reviewsAdminRepository(tx).find(id);
        if (!found) throw notFound('errors:reviews.notFound');
        const dismissed = await reviewsRepository(tx).resolveReports(id);
        if (found.review.heldAt) {
          await reviewsRepository(tx).update(id, { heldAt: null });
          await recordAuditBy(tx, admin, {
            action: 'review.keep-hidden',
            summary: `Kept ${about(found, { name: found.farmName })} hidden`,
            target: { type: 'review', id },
            details: { farmId: found.review.farmId, authorId: found.review.userId },
          });
        }
        if (dismissed > 0) {
          await recordAuditBy(tx, admin, {
            action: 'review.dismiss-reports',
            summary: `Dismissed ${dismissed} ${dismissed === 1 ? 'report' : 'reports'} of ${about(found, { name: found.farmName })}`,
            target: { type: 'review', id },
            details: { farmId: found.review.farmId, authorId: found.review.userId, dismissed },
          });
        }
        return presentAdminReview((await reviewsAdminRepository(tx).find(id))!);
      });
    },
  };
}
