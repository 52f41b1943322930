import { z } from 'zod';
import { REVIEW_LIMITS } from '../limits.js';
import { AchievementSchema } from './achievements.js';
import { adminListQuery } from './admin.js';
import { msg } from '../i18n/keys.js';

export { REVIEW_LIMITS };

// Line breaks are kept (shown as text, never as markup); other control characters are not.
// `what` names the keys of its messages: `errors:reviews.<what>Required`, `…TooShort`, `…TooLong`.
const text = (min: number, max: number, what: { required: string; tooShort: string; tooLong: string }) =>
  z
    .string({ error: what.required })
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .transform((v) => v.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim())
    .pipe(
      z
        .string()
        .min(min, min > 1 ? what.tooShort : what.required)
        .max(max, what.tooLong),
    );

export const ReviewInputSchema = z.strictObject({
  rating: z
    .number({ error: msg('errors:reviews.stars') })
    .int(msg('errors:reviews.stars'))
    .min(1, msg('errors:reviews.stars'))
    .max(5, msg('errors:reviews.stars')),
  body: text(REVIEW_LIMITS.bodyMin, REVIEW_LIMITS.bodyMax, {
    required: msg('errors:reviews.bodyRequired'),
    tooShort: msg('errors:reviews.bodyTooShort'),
    tooLong: msg('errors:reviews.bodyTooLong'),
  }),
});
export type ReviewInput = z.input<typeof ReviewInputSchema>;

export const ReviewReplyInputSchema = z.strictObject({
  body: text(1, REVIEW_LIMITS.replyMax, {
    required: msg('errors:reviews.replyRequired'),
    tooShort: msg('errors:reviews.replyRequired'),
    tooLong: msg('errors:reviews.replyTooLong'),
  }),
});
export const ReviewReportInputSchema = z.strictObject({ reason: z.string().trim().max(REVIEW_LIMITS.reasonMax).default('') });
export const ReviewHiddenInputSchema = z.strictObject({ hidden: z.boolean({ error: msg('errors:reviews.hidden') }) });

export const ReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  cursor: z.string().max(200).optional(),
});

export const ReviewSchema = z
  .object({
    id: z.string(),
    farmId: z.number(),
    rating: z.number(),
    body: z.string(),
    author: z.object({ id: z.string(), firstName: z.string() }),
    createdAt: z.string(),
    updatedAt: z.string(),
    edited: z.boolean(),
    reply: z.object({ body: z.string(), at: z.string() }).nullable(),
    /** Hidden by an admin: only its author and admins still see it. */
    hidden: z.boolean(),
    mine: z.boolean(),
    /** The viewer owns the listing and has not replied yet. */
    canReply: z.boolean(),
    /** Admins only: how many people reported it. */
    reports: z.number().optional(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const RatingSchema = z.object({ avg: z.number().nullable(), count: z.number() });
export type Rating = z.infer<typeof RatingSchema>;

export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  nextCursor: z.string().nullable(),
  /** The viewer's own review of this listing, wherever it falls in the pages. */
  mine: ReviewSchema.nullable(),
  rating: RatingSchema,
  /** Whether the viewer may write one (signed in, not the listing's owner, none yet). */
  canReview: z.boolean(),
});
export type ReviewPage = z.infer<typeof ReviewPageSchema>;

export const ReviewResultSchema = z.object({ review: ReviewSchema.nullable(), rating: RatingSchema, earned: z.array(AchievementSchema) });
export type ReviewResult = z.infer<typeof ReviewResultSchema>;

/** A review in its author's own history (profile). */
export const MyReviewSchema = z.object({
  id: z.string(),
  farm: z.object({ id: z.number(), name: z.string() }),
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  hidden: z.boolean(),
});
export type MyReview = z.infer<typeof MyReviewSchema>;
export const MyReviewPageSchema = z.object({ items: z.array(MyReviewSchema), nextCursor: z.string().nullable() });
export type MyReviewPage = z.infer<typeof MyReviewPageSchema>;

export const ReviewReportResultSchema = z.object({ reported: z.boolean() });
export type ReviewReportResult = z.infer<typeof ReviewReportResultSchema>;

// ---------- admin: the moderation table ----------

/**
 * `reported`: reviews with an open report (hiding or dismissing closes them), and reviews held back until an admin
 * looks (their author had deleted a hidden one); `hidden`: hidden by an admin (or held).
 */
export const ADMIN_REVIEW_STATUSES = ['reported', 'hidden', 'all'] as const;
/** `reports`: most open reports first, then the most recently reported. */
export const ADMIN_REVIEW_SORTS = ['reports', 'created', 'rating'] as const;
export const AdminReviewListQuerySchema = adminListQuery(ADMIN_REVIEW_SORTS, 'reports').extend({
  status: z.enum(ADMIN_REVIEW_STATUSES).default('reported'),
});

export const AdminReviewReportSchema = z.object({
  reason: z.string(),
  at: z.string(),
  /** Not yet handled by an admin. */
  open: z.boolean(),
});
export type AdminReviewReport = z.infer<typeof AdminReviewReportSchema>;

export const AdminReviewSchema = z.object({
  id: z.string(),
  farm: z.object({ id: z.number(), name: z.string() }),
  author: z.object({ id: z.string(), firstName: z.string(), email: z.string() }),
  rating: z.number(),
  body: z.string(),
  createdAt: z.string(),
  edited: z.boolean(),
  hidden: z.boolean(),
  /** Hidden until an admin looks: its author had deleted a hidden review of this listing (issue 29 point 6). */
  held: z.boolean(),
  reply: z.object({ body: z.string(), at: z.string() }).nullable(),
  /** Open and all-time counts, and the latest few reports (open ones first). */
  reports: z.object({ open: z.number(), total: z.number(), latest: z.array(AdminReviewReportSchema) }),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
