import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The durable work queue (server/lib/jobs): a job commits in the same transaction as the event that causes it,
 * so a crash can lose neither. `running` rows carry a lease; a crashed process's jobs are taken up when it ends.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'dead'] })
      .notNull()
      .default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** Enqueueing the same key twice makes one job (recurring work, "once per event" jobs). */
    dedupeKey: text('dedupe_key'),
    /** The request that queued it (X-Request-Id), handed down to the jobs and emails it causes: one id to follow in the logs. */
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_dedupe_idx').on(t.dedupeKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`status = 'queued'`),
    index('jobs_lease_idx')
      .on(t.lockedUntil)
      .where(sql`status = 'running'`),
    index('jobs_status_time_idx').on(t.status, t.createdAt),
  ],
);

/** Emails kept here instead of sent when no SMTP_URL is set: a developer reads them (docs/product.md §5). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    messageId: text('message_id').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_outbox_message_idx').on(t.messageId), index('mail_outbox_to_idx').on(sql`lower(${t.to})`, t.createdAt)],
);

export type JobRow = typeof jobs.$inferSelect;
