import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One application per user; an approved one carries the referral code of its link (/join?ref=CODE). Who
 * reviewed it is in the audit log. */
export const ambassadorApplications = pgTable(
  'ambassador_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    area: text('area').notNull(),
    motivation: text('motivation').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    code: text('code'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ambassador_applications_user_idx').on(t.userId),
    uniqueIndex('ambassador_applications_code_idx').on(t.code),
    index('ambassador_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Credit for an ambassador: a sign-up (subject = the new user) or a listing (subject = the listing).
 * The unique (kind, subject) index makes each credit happen once, whoever asks twice.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ambassadorId: uuid('ambassador_id')
      .notNull()
      .references(() => ambassadorApplications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['signup', 'listing'] }).notNull(),
    subjectId: text('subject_id').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referrals_once_idx').on(t.kind, t.subjectId), index('referrals_ambassador_idx').on(t.ambassadorId, t.createdAt)],
);
