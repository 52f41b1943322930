import { and, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { eventHandlers } from '../jobs.js';
import { EVENT_JOB_PREFIX, eventJobHandlers, HANDLER_JOB_PREFIX } from '../lib/events/index.js';
import { createJobRunner } from '../lib/jobs/index.js';

const handlers = eventJobHandlers(eventHandlers);

/**
 * Works the domain events (decision 058) until none is due or running: what the app's job runner does after a
 * change, for tests that look at a listener's effect (a notification, a credit, an achievement, a queued alert or
 * fan-out job). Only event and handler jobs run here; the jobs handlers queue (alerts.match, followers.fanout,
 * push.send, email.send) stay queued for the test to run or read. Test files share the database: events of other
 * files may be worked here too, as the real runner would, and this waits for ones another file is running.
 */
export async function settleEvents(db: Db) {
  const runner = createJobRunner({ db, handlers });
  const pending = and(
    or(sql`${jobs.kind} LIKE ${EVENT_JOB_PREFIX + '%'}`, sql`${jobs.kind} LIKE ${HANDLER_JOB_PREFIX + '%'}`),
    inArray(jobs.kind, Object.keys(handlers)),
    or(sql`${jobs.status} = 'queued' AND ${jobs.runAt} <= now()`, sql`${jobs.status} = 'running'`),
  );
  for (let i = 0; i < 200; i++) {
    await runner.drain();
    if ((await db.$count(jobs, pending)) === 0) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('domain events did not settle');
}
