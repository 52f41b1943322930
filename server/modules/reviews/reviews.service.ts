import type { z } from 'zod';
import type {
  MyReview,
  Rating,
  ReviewInputSchema,
  ReviewPage,
  ReviewReplyInputSchema,
  ReviewReportInputSchema,
  ReviewResult,
  ReviewsQuerySchema,
} from '@common/schemas/reviews.js';
import type { Db } from '../../db/client.js';
import type { FarmRow } from '../../db/schema/index.js';
import type { Actor, Subject } from '../../lib/actor.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.js';
import { conflict, forbidden, notFound, withValues } from '../../lib/errors.js';
import { hit, limit } from '../../lib/rate-limit.js';
import { notAnAdmin } from '../../lib/admin-powers.js';
import { notify } from '../notifications/notify.js';
import { evaluateAchievements } from '../achievements/achievements.service.js';
import { publish } from '../../lib/events/index.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { farmsRepository } from '../farms/listings.service.js';
import type { DbOrTx } from '../farms/sql.js';
import { about, presentReview } from './reviews.presenter.js';
import { reviewPolicy } from './reviews.policy.js';
import { reviewsRepository } from './reviews.repository.js';
import { recordAuditBy } from '../accounts/audit.js';
import { msg } from '@common/i18n/keys.js';

const NO_LISTING = msg('errors:listing.notFound');
const NO_REVIEW = msg('errors:reviews.notFound');
type ReviewInput = z.output<typeof ReviewInputSchema>;
const ratingOf = (farm: Pick<FarmRow, 'ratingAvg' | 'ratingCount'>): Rating => ({ avg: farm.ratingAvg, count: farm.ratingCount });

/** Reviews (docs/product.md §3). Every change locks the listing row, changes, and recounts its rating in one transaction. */
export function reviewsService(db: Db) {
  async function lockFarm(tx: DbOrTx, user: Subject | null, farmId: number) {
    const farm = await farmsRepository(tx).findForUpdate(farmId);
    if (!farm || !farmPolicy.see(user, farm)) throw notFound(NO_LISTING);
    return farm;
  }

  /** Loads a review the user may see, and locks its listing for the change. */
  async function loadForChange(tx: DbOrTx, user: Subject, id: string) {
    const review = await reviewsRepository(tx).find(id);
    if (!review || !reviewPolicy.see(user, review)) throw notFound(NO_REVIEW);
    const farm = await lockFarm(tx, user, review.farmId);
    return { review, farm };
  }

  async function answer(tx: DbOrTx, user: Subject, farm: FarmRow, reviewId: string | null, earned: ReviewResult['earned'] = []): Promise<ReviewResult> {
    const rating = await reviewsRepository(tx).recountRating(farm.id);
    const row = reviewId ? await reviewsRepository(tx).find(reviewId) : undefined;
    return { review: row ? presentReview(row, user, farm) : null, rating, earned };
  }

  return {
    /** The user's own reviews, newest first, for their profile. */
    async mine(user: Actor): Promise<{ items: MyReview[]; nextCursor: null }> {
      const rows = await reviewsRepository(db).ofUser(user.id, 50);
      return {
        items: rows.map(({ review, farmName }) => ({
          id: review.id,
          farm: { id: review.farmId, name: farmName },
          rating: review.rating,
          body: review.body,
          createdAt: review.createdAt.toISOString(),
          hidden: review.hiddenAt !== null,
        })),
        nextCursor: null,
      };
    },

    async list(viewer: Subject | null, farmId: number, q: z.output<typeof ReviewsQuerySchema>): Promise<ReviewPage> {
      const farm = await farmsRepository(db).find(farmId);
      if (!farm || !farmPolicy.see(viewer, farm)) throw notFound(NO_LISTING);
      const repo = reviewsRepository(db);
      const after = q.cursor ? decodeTimeCursor(q.cursor) : null;
      const [found, mine] = await Promise.all([
        repo.page(farmId, after, q.limit + 1, reviewPolicy.seeReports(viewer)),
        viewer ? repo.findByAuthor(farmId, viewer.id) : undefined,
      ]);
      const page = found.slice(0, q.limit);
      return {
        items: page.map((r) => presentReview(r, viewer, farm)),
        nextCursor: found.length > q.limit ? encodeTimeCursor(page[page.length - 1].createdAt, page[page.length - 1].id) : null,
        mine: mine ? presentReview(mine, viewer, farm) : null,
        rating: ratingOf(farm),
        canReview: !!viewer && !mine && reviewPolicy.write(viewer, farm),
      };
    },

    async create(user: Actor, farmId: number, input: ReviewInput): Promise<ReviewResult> {
      await limit(db, 'reviews', user.id);
      return db.transaction(async (tx) => {
        const farm = await lockFarm(tx, user, farmId);
        if (!reviewPolicy.write(user, farm)) throw forbidden('errors:reviews.ownListing');
        const repo = reviewsRepository(tx);
        // Deleting a hidden review and writing again does not undo moderation: held back until an admin looks.
        const held = (await repo.takeTombstone(farmId, user.id)) ? new Date() : undefined;
        const id = await repo.insert({ farmId, userId: user.id, ...input, hiddenAt: held, heldAt: held });
        if (!id) throw conflict('errors:reviews.already');
        const earned = await evaluateAchievements(tx, user.id, 'review');
        const result = await answer(tx, user, farm, id, earned);
        await publish(tx, 'review.posted', { reviewId: id, farmId, authorId: user.id, ownerId: farm.ownerId, edited: false });
        return result;
      });
    },

    async edit(user: Actor, id: string, input: ReviewInput): Promise<ReviewResult> {
      return db.transaction(async (tx) => {
        const { review, farm } = await loadForChange(tx, user, id);
        if (!reviewPolicy.edit(user, review)) throw forbidden('errors:reviews.editOwn');
        await reviewsRepository(tx).update(id, { ...input, updatedAt: new Date() });
        const result = await answer(tx, user, farm, id);
        await publish(tx, 'review.posted', { reviewId: id, farmId: farm.id, authorId: review.userId, ownerId: farm.ownerId, edited: true });
        return result;
      });
    },

    /** By its author, or by an admin (moderation: audited, with the text that was removed). */
    async remove(user: Actor, id: string): Promise<ReviewResult> {
      return db.transaction(async (tx) => {
        const { review, farm } = await loadForChange(tx, user, id);
        if (!reviewPolicy.delete(user, review)) throw forbidden('errors:reviews.deleteOwn');
        await reviewsRepository(tx).delete(id);
        if (review.userId === user.id && review.hiddenAt) {
          // Its tombstone holds the author's next review of this listing back (issue 29 point 6).
          await reviewsRepository(tx).bury(farm.id, review.userId, review.hiddenAt);
          await recordAuditBy(tx, user, {
            action: 'review.delete-hidden',
            summary: `Author deleted ${about(review, farm)}, hidden by a moderator`,
            target: { type: 'review', id },
            details: { farmId: farm.id, authorId: review.userId, rating: review.rating, body: review.body, hiddenAt: review.hiddenAt.toISOString() },
          });
        } else if (review.userId !== user.id) {
          await recordAuditBy(tx, user, {
            action: 'review.delete',
            summary: `Deleted ${about(review, farm)}`,
            target: { type: 'review', id },
            details: { farmId: farm.id, authorId: review.userId, rating: review.rating, body: review.body },
          });
        }
        await publish(tx, 'listing.trustChanged', { farmId: farm.id, what: 'review' });
        return answer(tx, user, farm, null);
      });
    },

    /** The listing's farmer answers a review, once. */
    async reply(user: Actor, id: string, input: z.output<typeof ReviewReplyInputSchema>): Promise<ReviewResult> {
      return db.transaction(async (tx) => {
        const { review, farm } = await loadForChange(tx, user, id);
        if (!reviewPolicy.reply(user, farm)) throw forbidden('errors:reviews.replyOwner');
        if (review.reply !== null) throw conflict('errors:reviews.alreadyReplied');
        await reviewsRepository(tx).update(id, { reply: input.body, repliedAt: new Date() });
        await notify(tx, {
          userId: review.userId,
          type: 'review_reply',
          title: withValues('push:review.replied', { farm: farm.name }),
          body: input.body,
          url: `/farm/${farm.id}#reviews`,
          data: { reviewId: id },
        });
        await publish(tx, 'listing.trustChanged', { farmId: farm.id, what: 'review' });
        const earned = await evaluateAchievements(tx, user.id, 'replied');
        return answer(tx, user, farm, id, earned);
      });
    },

    async report(user: Actor, id: string, { reason }: z.output<typeof ReviewReportInputSchema>): Promise<{ reported: boolean }> {
      await hit(db, { key: `review-report:${user.id}`, max: 30, windowSeconds: 3600 });
      const review = await reviewsRepository(db).find(id);
      if (!review || !reviewPolicy.see(user, review)) throw notFound(NO_REVIEW);
      if (!reviewPolicy.report(user, review)) throw forbidden('errors:reviews.reportOwn');
      return { reported: await reviewsRepository(db).report(id, user.id, reason) };
    },

    /**
     * Admins hide (and unhide) a review: hidden ones leave the listing's rating. Hiding deals with the
     * review's open reports, so it leaves the moderation queue; unhiding does not reopen them.
     */
    async setHidden(user: Actor, id: string, { hidden }: { hidden: boolean }): Promise<ReviewResult> {
      if (!reviewPolicy.hide(user)) throw notAnAdmin(user, msg('errors:reviews.adminOnly'));
      return db.transaction(async (tx) => {
        const { review, farm } = await loadForChange(tx, user, id);
        const repo = reviewsRepository(tx);
        if (hidden === (review.hiddenAt !== null) && !review.heldAt) return answer(tx, user, farm, id);
        // Either answer is an admin's look at a held review: it is held no longer.
        await repo.update(id, { hiddenAt: hidden ? (review.hiddenAt ?? new Date()) : null, heldAt: null });
        const resolved = hidden ? await repo.resolveReports(id) : 0;
        await recordAuditBy(tx, user, {
          action: hidden ? 'review.hide' : 'review.unhide',
          summary: hidden ? `Hid ${about(review, farm)}` : `Showed ${about(review, farm)} again`,
          target: { type: 'review', id },
          details: { farmId: farm.id, authorId: review.userId, ...(hidden ? { reportsResolved: resolved } : {}) },
        });
        await publish(tx, 'listing.trustChanged', { farmId: farm.id, what: 'review' });
        return answer(tx, user, farm, id);
      });
    },
  };
}
