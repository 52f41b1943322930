import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/** One review per user per listing (docs/product.md §3). Hidden reviews (by an admin) leave the listing's rating. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    body: text('body').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * Held back until an admin looks (issue 29 point 6): written by someone who deleted a hidden review of this
     * listing. Such a review starts hidden; an admin showing it, or dismissing its hold, clears this.
     */
    heldAt: timestamp('held_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_farm_user_idx').on(t.farmId, t.userId),
    index('reviews_farm_time_idx').on(t.farmId, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * "Report this review": once per reporter per review. A report is open until an admin deals with it:
 * hiding the review or dismissing its reports sets `resolved_at`, and the review leaves the reported list.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  // The moderation queue reads only open reports: a small partial index however many were ever handled.
  (t) => [
    primaryKey({ columns: [t.reviewId, t.userId] }),
    index('review_reports_open_idx')
      .on(t.reviewId, t.createdAt)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

/**
 * What is left of a hidden review its author deleted: one row per listing and author, so the next review they
 * write there starts hidden until an admin looks (issue 29 point 6). Delete-and-post-again no longer undoes
 * moderation.
 */
export const reviewTombstones = pgTable(
  'review_tombstones',
  {
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.farmId, t.userId] })],
);

export type ReviewRow = typeof reviews.$inferSelect;
