import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/** The queue's SQL (docs/architecture.md: SQL only in *.repository.ts); queue.ts and runner.ts say when it runs. */

export type JobInsert = typeof jobs.$inferInsert;

/** Inserts jobs, skipping duplicate keys, and wakes the workers (NOTIFY in a transaction is sent at commit). */
export async function insertJobs(db: DbOrTx, rows: JobInsert[], channel: string, wake: string): Promise<number[]> {
  const inserted = await db.insert(jobs).values(rows).onConflictDoNothing().returning({ id: jobs.id });
  if (inserted.length) await db.execute(sql`SELECT pg_notify(${channel}, ${wake})`);
  return inserted.map((row) => row.id);
}

/** Takes up to `limit` due jobs of these kinds (or ones whose lease ran out) and leases them for `leaseMs`. */
export async function claimJobs<T>(db: DbOrTx, kinds: string[], limit: number, leaseMs: number): Promise<T[]> {
  const result = await db.execute(sql`
      WITH due AS (
        SELECT id FROM jobs
        WHERE kind = ANY(${sql.param(kinds)}::text[])
          AND ((status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now()))
        ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
      UPDATE jobs j SET status = 'running', attempts = j.attempts + 1, locked_until = now() + ${leaseMs} * interval '1 millisecond'
      FROM due WHERE j.id = due.id
      RETURNING j.id, j.kind, j.payload, j.attempts, j.max_attempts, j.request_id`);
  return result.rows as unknown as T[];
}

export async function markJobDone(db: DbOrTx, id: number) {
  await db.execute(sql`UPDATE jobs SET status = 'done', finished_at = now(), locked_until = NULL WHERE id = ${id}`);
}

/** A failed try: dead for good, or queued again at `retryAt`. */
export async function markJobFailed(db: DbOrTx, id: number, { dead, error, retryAt }: { dead: boolean; error: string; retryAt: Date }) {
  await db.execute(sql`
      UPDATE jobs SET status = ${dead ? 'dead' : 'queued'}, locked_until = NULL, last_error = ${error},
        run_at = ${dead ? sql`run_at` : sql`${retryAt.toISOString()}::timestamptz`}, finished_at = ${dead ? sql`now()` : sql`NULL`}
      WHERE id = ${id}`);
}

export async function renewJobLease(db: DbOrTx, id: number, leaseMs: number) {
  await db.execute(sql`UPDATE jobs SET locked_until = now() + ${leaseMs} * interval '1 millisecond' WHERE id = ${id} AND status = 'running'`);
}

/** Done jobs are history nobody reads after a while; failed ones stay for admins to look at. */
export async function deleteOldDoneJobs(db: DbOrTx) {
  await db.execute(sql`DELETE FROM jobs WHERE status = 'done' AND finished_at < now() - interval '14 days'`);
}
