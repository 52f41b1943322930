import { withValues } from '../errors.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { enqueueJob, PermanentJobError, type JobContext, type JobHandlers } from '../jobs/index.js';
import { EVENTS, type EventName, type EventPayload } from './catalogue.js';
import { eventsRepository } from './events.repository.js';

/**
 * Domain events on the durable job queue (decision 058). `publish` writes the event as a job (`event.<name>`) in
 * the transaction of the change: the event commits with the change or not at all (a transactional outbox). When
 * that job runs it queues one job per listening handler (`on.<handler>`), each with its own retries, keyed by the
 * event's id so a retried dispatch queues none twice. A handler runs in one transaction with its job's "done": its
 * effect commits once, or is undone with the attempt that failed or died.
 */
export const EVENT_JOB_PREFIX = 'event.';
export const HANDLER_JOB_PREFIX = 'on.';
const ATTEMPTS = 10;

interface Envelope {
  /** When the change committed its event (handlers that keep "once a day" keys use the event's day, not theirs). */
  at: string;
  payload: unknown;
}

/** Announces `name` in the caller's transaction. The payload is checked now too: a malformed event fails its change. */
export async function publish<N extends EventName>(tx: DbOrTx, name: N, payload: EventPayload<N>): Promise<void> {
  const checked = EVENTS[name].parse(payload);
  await enqueueJob(tx, {
    kind: `${EVENT_JOB_PREFIX}${name}`,
    payload: { at: new Date().toISOString(), payload: checked } satisfies Envelope,
    maxAttempts: ATTEMPTS,
  });
}

export interface EventContext {
  /** The transaction the handler's effect commits in, with its job's completion. */
  tx: DbOrTx;
  db: Db;
  /** The event's id (its job's), the same for every handler and every retry. */
  eventId: number;
  at: Date;
  attempt: number;
}

export interface EventHandler<N extends EventName = EventName> {
  event: N;
  /** Unique and stable, `<module>.<what>`: the handler's jobs are `on.<name>`, and queued ones keep it across deploys. */
  name: string;
  handle(payload: EventPayload<N>, ctx: EventContext): Promise<void>;
}

/** One handler of one event; a module keeps each in a file of its own (`on-<event>.ts`). */
export const onEvent = <N extends EventName>(event: N, name: string, handle: EventHandler<N>['handle']): EventHandler<N> => ({ event, name, handle });

function read(name: EventName, raw: unknown): { at: Date; payload: unknown } {
  const envelope = raw as Partial<Envelope> | null;
  const parsed = EVENTS[name].safeParse(envelope?.payload);
  // A payload no schema accepts will not be accepted on a retry either.
  if (!parsed.success) throw new PermanentJobError(withValues('errors:jobs.badEvent', { event: name, detail: parsed.error.issues[0]?.message ?? '' }));
  return { at: new Date(envelope?.at ?? Date.now()), payload: parsed.data };
}

/**
 * The queue's handlers for events: one dispatcher per event the catalogue names (an event no handler listens to is
 * done at once) and one job kind per handler. Merged into `jobHandlers` (server/jobs.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function eventJobHandlers(handlers: EventHandler<any>[]): JobHandlers {
  const names = new Set<string>();
  for (const h of handlers) {
    if (names.has(h.name)) throw new Error(`two event handlers are named ${h.name}`);
    names.add(h.name);
  }
  const jobs: JobHandlers = {};
  for (const event of Object.keys(EVENTS) as EventName[]) {
    const listeners = handlers.filter((h) => h.event === event);
    jobs[`${EVENT_JOB_PREFIX}${event}`] = async (raw: Envelope, ctx: JobContext) => {
      const { at, payload } = read(event, raw);
      await ctx.db.transaction(async (tx) => {
        if (!(await eventsRepository(tx).completeWith(ctx.jobId, ctx.attempt))) return;
        for (const h of listeners) {
          await enqueueJob(tx, {
            kind: `${HANDLER_JOB_PREFIX}${h.name}`,
            payload: { eventId: ctx.jobId, at: at.toISOString(), payload },
            dedupeKey: `${HANDLER_JOB_PREFIX}${h.name}:${ctx.jobId}`,
            maxAttempts: ATTEMPTS,
          });
        }
      });
    };
  }
  for (const h of handlers) {
    jobs[`${HANDLER_JOB_PREFIX}${h.name}`] = async (raw: Envelope & { eventId: number }, ctx: JobContext) => {
      const { at, payload } = read(h.event, raw);
      await ctx.db.transaction(async (tx) => {
        // Already done by this job (a retry after its commit) or no longer ours: nothing to do.
        if (!(await eventsRepository(tx).completeWith(ctx.jobId, ctx.attempt))) return;
        await h.handle(payload, { tx, db: ctx.db, eventId: raw.eventId, at, attempt: ctx.attempt });
      });
    };
  }
  return jobs;
}
