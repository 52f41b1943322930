import type { Review } from '@common/schemas/reviews.js';
import type { FarmRow } from '../../db/schema/index.js';
import type { Subject } from '../../lib/actor.js';
import type { ReviewWithAuthor } from './reviews.repository.js';
import { reviewPolicy } from './reviews.policy.js';

export function presentReview(r: ReviewWithAuthor, viewer: Subject | null, farm: Pick<FarmRow, 'ownerId'>): Review {
  return {
    id: r.id,
    farmId: r.farmId,
    rating: r.rating,
    body: r.body,
    author: { id: r.userId, firstName: r.authorName },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    edited: r.updatedAt.getTime() - r.createdAt.getTime() > 1000,
    reply: r.reply && r.repliedAt ? { body: r.reply, at: r.repliedAt.toISOString() } : null,
    hidden: r.hiddenAt !== null,
    mine: r.userId === viewer?.id,
    canReply: reviewPolicy.reply(viewer, farm) && r.reply === null,
    ...(reviewPolicy.seeReports(viewer) ? { reports: r.reports } : {}),
  };
}

/** "the review of “Meadowlark Farm” by Jo (jo@example.com)", for the audit log. */
export const about = (review: Pick<ReviewWithAuthor, 'authorName' | 'authorEmail'>, farm: Pick<FarmRow, 'name'>) =>
  `the review of “${farm.name}” by ${review.authorName} (${review.authorEmail})`;
