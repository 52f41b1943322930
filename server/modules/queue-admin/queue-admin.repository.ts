import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { JOBS_CHANNEL } from '../../lib/jobs/queue.js';

export type JobRow = {
  id: number;
  kind: string;
  status: string;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  summary: string | null;
  run_at: string;
  created_at: string;
  finished_at: string | null;
};

/** The newest 100 jobs in a status, with what each was about (an email's subject, a push's title). */
export async function listJobs(db: Db, status: string) {
  const { rows } = await db.execute<JobRow>(sql`
    SELECT id, kind, status, attempts, max_attempts, last_error, run_at, created_at, finished_at,
           coalesce(payload->>'subject', payload->>'title', payload->>'what') AS summary
      FROM jobs WHERE status = ${status} ORDER BY id DESC LIMIT 100`);
  return rows;
}

/** How many jobs wait, run or failed for good. */
export async function countJobsByStatus(db: Db) {
  const { rows } = await db.execute<{ status: string; n: number }>(sql`SELECT status, count(*)::int AS n FROM jobs WHERE status <> 'done' GROUP BY status`);
  return rows;
}

/** Queues a failed job again from its first attempt and wakes the runners; its kind, or null when no failed job has this id. */
export async function requeueDeadJob(tx: DbOrTx, id: number): Promise<string | null> {
  const { rows } = await tx.execute<{ kind: string }>(
    sql`UPDATE jobs SET status = 'queued', attempts = 0, run_at = now(), finished_at = NULL WHERE id = ${id} AND status = 'dead' RETURNING kind`,
  );
  const [job] = rows;
  if (!job) return null;
  await tx.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'retry')`);
  return job.kind;
}

/**
 * The newest emails of the outbox, older than `before` (an id) and to an address matching `pattern` (ILIKE) when
 * given; or the one with `id`.
 */
export async function outboxMails(db: Db, limit: number, { before, pattern, id }: { before?: number; pattern?: string | null; id?: number } = {}) {
  const where = [
    before === undefined ? null : sql`id < ${before}`,
    pattern ? sql`"to" ILIKE ${pattern}` : null,
    id === undefined ? null : sql`id = ${id}`,
  ].filter((c) => c !== null);
  const { rows } = await db.execute<{ id: number; to: string; subject: string; text: string; html: string; created_at: string }>(
    sql`SELECT id, "to", subject, text, html, created_at FROM mail_outbox ${where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``}
        ORDER BY id DESC LIMIT ${limit}`,
  );
  return rows;
}
