import type { DbOrTx } from '../../db/client.js';
import { currentRequestId } from '../request-context.js';
import { insertJobs } from './jobs.repository.js';

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

/** The row a job is stored as: due now unless told, and tagged with the request that queued it. */
const jobRow = (job: NewJob) => ({
  kind: job.kind,
  payload: job.payload ?? {},
  runAt: job.runAt ?? new Date(),
  dedupeKey: job.dedupeKey,
  maxAttempts: job.maxAttempts,
  requestId: currentRequestId(),
});

/**
 * Queues a job. Call it with the transaction that records the event causing it: the job commits (and the
 * workers are woken) with that event, or neither happens. Returns the job's id, or null for a duplicate key.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob): Promise<number | null> {
  const [id] = await insertJobs(db, [jobRow(job)], JOBS_CHANNEL, job.kind);
  return id ?? null;
}

/** Several jobs in one statement (bulk fan-out). */
export async function enqueueJobs(db: DbOrTx, list: NewJob[]): Promise<number> {
  if (list.length === 0) return 0;
  const inserted = await insertJobs(db, list.map(jobRow), JOBS_CHANNEL, 'batch');
  return inserted.length;
}
