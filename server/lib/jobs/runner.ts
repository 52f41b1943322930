import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import { localize, messageToText, type Message } from '../i18n.js';
import { jobsFinished } from '../metrics/index.js';
import { withRequestId } from '../request-context.js';
import { listen, type Listener } from '../pg-listen.js';
import { enqueueJob, JOBS_CHANNEL } from './queue.js';
import { claimJobs, markJobDone, markJobFailed, renewJobLease } from './jobs.repository.js';

/**
 * A job's failure said as a message (a catalogue key with its values): `.message` is the English, for the log, and
 * the job keeps the key, so the admin queue shows the error in the admin's language. Any other error is kept as it is.
 */
export class JobError extends Error {
  constructor(
    readonly said: Message,
    options?: ErrorOptions,
  ) {
    super(localize(said, 'en'), options);
  }
}

/** Thrown by a handler for a job that can never succeed (bad address, deleted target): no retry. */
export class PermanentJobError extends JobError {}

export interface JobContext {
  jobId: number;
  /** 1 on the first try. */
  attempt: number;
  kind: string;
  db: Db;
  /** The request that queued it, or the job's own ancestor's (X-Request-Id): jobs it queues carry it on. */
  requestId?: string | null;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JobHandler<P = any> = (payload: P, ctx: JobContext) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

/** Work that must happen every so often, by one process of however many share the database. */
export interface RecurringJob {
  kind: string;
  everyMs: number;
}

export interface JobRunnerOptions {
  db: Db;
  handlers: JobHandlers;
  recurring?: RecurringJob[];
  concurrency?: number;
  /** Fallback poll when no NOTIFY arrives (a job whose run_at has come, a missed notification). */
  pollMs?: number;
  /** How long a claimed job is ours; renewed while it runs, so only a dead process's jobs expire. */
  leaseMs?: number;
  log?: { error: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
}

interface Claimed {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  request_id: string | null;
}

const MINUTE = 60_000;
/** 5 s, 10 s, 20 s … capped at an hour, with jitter so that a burst of failures does not retry in lockstep. */
export const backoffMs = (attempt: number) => Math.min(3_600_000, 5_000 * 2 ** (attempt - 1)) * (1 + Math.random() * 0.2);

export function createJobRunner({ db, handlers, recurring = [], concurrency = 4, pollMs = 5_000, leaseMs = 5 * MINUTE, log }: JobRunnerOptions) {
  const kinds = Object.keys(handlers);
  const inFlight = new Set<Promise<void>>();
  let listener: Listener | undefined;
  let poll: NodeJS.Timeout | undefined;
  let stopped = true;
  let ticking = false;
  /** The poll in progress: stop() waits for it, since jobs it is claiming still start. */
  let polling: Promise<void> = Promise.resolve();
  let again = false;
  let lastRecurring = 0;

  async function claim(limit: number): Promise<Claimed[]> {
    return claimJobs<Claimed>(db, kinds, limit, leaseMs);
  }

  async function finish(job: Claimed, error?: unknown) {
    if (error === undefined) {
      await markJobDone(db, job.id);
      jobsFinished.inc({ kind: job.kind, result: 'done' });
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const kept = error instanceof JobError ? messageToText(error.said) : message;
    const dead = error instanceof PermanentJobError || job.attempts >= job.max_attempts;
    const retryAt = new Date(Date.now() + backoffMs(job.attempts));
    await markJobFailed(db, job.id, { dead, error: kept.slice(0, 2000), retryAt });
    jobsFinished.inc({ kind: job.kind, result: dead ? 'dead' : 'retry' });
    const about = { jobId: job.id, kind: job.kind, requestId: job.request_id ?? undefined, err: message };
    if (dead) log?.error(about, 'job failed for good');
    else log?.warn({ ...about, attempt: job.attempts }, 'job failed, will retry');
  }

  async function run(job: Claimed) {
    // A job whose process died mid-run on its last attempt is not run once more.
    if (job.attempts > job.max_attempts) return finish(job, new PermanentJobError(msg('errors:jobs.gaveUp')));
    const renew = setInterval(() => void renewJobLease(db, job.id, leaseMs).catch(() => {}), Math.max(1_000, leaseMs / 3));
    try {
      const ctx = { jobId: job.id, attempt: job.attempts, kind: job.kind, db, requestId: job.request_id };
      await withRequestId(job.request_id ?? undefined, () => handlers[job.kind](job.payload, ctx));
      await finish(job);
    } catch (err) {
      await finish(job, err).catch((e) => log?.error({ jobId: job.id, err: String(e) }, 'could not record a job failure'));
    } finally {
      clearInterval(renew);
    }
  }

  async function enqueueRecurring() {
    const now = Date.now();
    if (now - lastRecurring < MINUTE) return;
    lastRecurring = now;
    // One job per period, whichever process gets there first: the key is the period's number.
    for (const r of recurring) await enqueueJob(db, { kind: r.kind, payload: {}, dedupeKey: `${r.kind}:${Math.floor(now / r.everyMs)}`, maxAttempts: 3 });
  }

  /** Claims what the free slots can take and starts it; called on NOTIFY, on a timer and when a job ends. */
  function tick(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (ticking) {
      again = true;
      return polling;
    }
    ticking = true;
    return (polling = claimAndStart());
  }

  async function claimAndStart() {
    try {
      await enqueueRecurring();
      do {
        again = false;
        const free = concurrency - inFlight.size;
        if (free <= 0) break;
        for (const job of await claim(free)) {
          const p = run(job).finally(() => {
            inFlight.delete(p);
            void tick();
          });
          inFlight.add(p);
        }
      } while (again && !stopped);
    } catch (err) {
      log?.warn({ err: String(err) }, 'job queue poll failed');
    } finally {
      ticking = false;
    }
  }

  return {
    /** Starts working jobs; the promise settles once NOTIFYs reach this runner. */
    async start() {
      if (!stopped) return;
      stopped = false;
      listener = listen(db.$client, [JOBS_CHANNEL], () => void tick(), { onReconnect: () => void tick() });
      poll = setInterval(() => void tick(), pollMs);
      void tick();
      await listener.ready;
    },
    /** Stops taking jobs and waits for the running ones (graceful shutdown). */
    async stop() {
      stopped = true;
      clearInterval(poll);
      await listener?.close();
      // A poll that was claiming when the runner stopped still starts what it claimed: wait for it, then for every
      // job (finishing one starts no other now). Stopping sooner let the database close under a running job.
      await polling;
      while (inFlight.size) await Promise.allSettled([...inFlight]);
    },
    /** Works every job that is due now, one batch at a time, and returns how many ran (tests, scripts). */
    async drain(): Promise<number> {
      let total = 0;
      for (;;) {
        const batch = await claim(concurrency);
        if (batch.length === 0) return total;
        await Promise.all(batch.map(run));
        total += batch.length;
      }
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
