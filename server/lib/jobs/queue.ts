import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { currentRequestId } from '../request-context.js';

export const JOBS_CHANNEL = 'fsf_jobs';

export interface NewJob {
  kind: string;
  payload: unknown;
  /** Not before this instant (default: now). */
  runAt?: Date;
  /** A second job with the same key is not created (the first one's id is not returned either). */
  dedupeKey?: string;
  maxAttempts?: number;
}

/**
 * Queues a job. Call it with the transaction that records the event causing it: the job commits (and the
 * workers are woken) with that event, or neither happens. Returns the job's id, or null for a duplicate key.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<number | null> {
  const [row] = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      dedupeKey: job.dedupeKey,
      maxAttempts: job.maxAttempts,
      requestId: currentRequestId(),
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  // NOTIFY inside a transaction is delivered at commit, and not at all on rollback.
  if (row) await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${job.kind})`);
  return row?.id ?? null;
}

/** Several jobs in one statement (bulk fan-out). */
export async function enqueueJobs(db: DbOrTx, list: NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await db
    .insert(jobs)
    .values(
      list.map((job) => ({
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt ?? new Date(),
        dedupeKey: job.dedupeKey,
        maxAttempts: job.maxAttempts,
        requestId: currentRequestId(),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  if (inserted.length) await db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, 'batch')`);
  return inserted.length;
}
