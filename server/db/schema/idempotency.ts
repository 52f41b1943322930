import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * `Idempotency-Key` requests (server/plugins/idempotency.ts, decision 020): one row per user, key, method and
 * path. While the first request runs `status` is null (in flight); then it holds that request's answer, which
 * a repeat within 24 h gets back instead of the work being done again. Purged by the `idempotency.purge` job.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** SHA-256 of the canonical JSON body: the same key with another body is refused (422). */
    bodyHash: text('body_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    response: text('response'),
    /** When the request now working on it started: an in-flight row older than the lease is taken over. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.method, t.path] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
