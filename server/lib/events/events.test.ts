import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { change, createTables, effectHandler, effectsOf, hooks } from '../../test/events-fixture.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { createJobRunner } from '../jobs/index.js';
import { eventJobHandlers, publish } from './index.js';

// A database of its own: this file's runners work every `listing.created` event, and kill processes mid-job.
const databaseUrl = await createIsolatedDatabase('events');
const db = createDb(databaseUrl, 4);
afterAll(() => db.$client.end());
await createTables(db);
const LEASE_MS = 1_000;
const runner = () => createJobRunner({ db, handlers: eventJobHandlers([effectHandler]), leaseMs: LEASE_MS });
/** Works the queue until nothing is due (a dispatch queues the handler's job, which the next batch takes). */
const drain = async () => {
  const r = runner();
  while ((await r.drain()) > 0);
};
let farmId = 1;
beforeEach(() => {
  farmId++;
  delete hooks.before;
  delete hooks.after;
});

/** Runs events-child.ts in `mode` and resolves when it has died (it kills itself with SIGKILL). */
function child(mode: string): Promise<{ signal: NodeJS.Signals | null; out: string }> {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../test/events-child.ts')], {
    env: { ...process.env, DATABASE_URL: databaseUrl, EVENT_MODE: mode, EVENT_FARM_ID: String(farmId), EVENT_LEASE_MS: String(LEASE_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  proc.stdout.on('data', (d) => (out += d));
  return new Promise((resolve) => proc.on('exit', (_code, signal) => resolve({ signal, out })));
}

const jobsOfEvent = () => db.select().from(jobs).where(like(jobs.kind, '%listing.created%'));

describe('domain events on the job queue', () => {
  it('an event published in a transaction that rolls back is never queued nor handled', async () => {
    await db
      .transaction(async (tx) => {
        await change(tx, farmId);
        throw new Error('the change failed');
      })
      .catch(() => {});
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([]);
    expect((await jobsOfEvent()).filter((j) => (j.payload as { payload?: { farmId?: number } }).payload?.farmId === farmId)).toEqual([]);
  });

  it('a malformed payload fails its change instead of being queued', async () => {
    // @ts-expect-error: a farmId that is not a number, as an old or careless writer might send
    await expect(db.transaction((tx) => publish(tx, 'listing.created', { farmId: 'seven', ownerId: 'x' }))).rejects.toThrow();
  });

  it('a process killed right after committing the change: the handler runs once after restart', async () => {
    const { signal, out } = await child('after-commit');
    expect(signal).toBe('SIGKILL');
    expect(out).toContain('committed');
    expect(await effectsOf(db, farmId)).toEqual([]); // nobody handled it yet
    await drain(); // the restarted worker
    expect(await effectsOf(db, farmId)).toEqual([1]);
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([1]);
  });

  it('a process killed inside the handler: its effect is undone, and the handler runs once when the lease ends', async () => {
    await db.transaction((tx) => change(tx, farmId));
    const { signal } = await child('in-handler');
    expect(signal).toBe('SIGKILL');
    expect(await effectsOf(db, farmId)).toEqual([]);
    await drain(); // the job is still leased to the dead process: not taken yet
    expect(await effectsOf(db, farmId)).toEqual([]);
    await sleep(LEASE_MS + 100);
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([2]); // the second attempt, once
  });

  it('a process killed after the handler committed, before the job was recorded done: the effect is not doubled', async () => {
    await db.transaction((tx) => change(tx, farmId));
    const { signal } = await child('after-handler');
    expect(signal).toBe('SIGKILL');
    expect(await effectsOf(db, farmId)).toEqual([1]);
    await sleep(LEASE_MS + 100);
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([1]);
  });

  it('a handler that fails is retried, and its first attempt leaves nothing behind', async () => {
    hooks.after = (attempt) => {
      if (attempt === 1) throw new Error('the mail server said 451'); // after its INSERT, in its transaction
    };
    await db.transaction((tx) => change(tx, farmId));
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([]);
    const [handlerJob] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'on.test.count-effect'), eq(jobs.status, 'queued')));
    expect(handlerJob).toMatchObject({ attempts: 1, lastError: 'the mail server said 451' });
    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, handlerJob.id)); // the backoff has passed
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([2]);
  });

  it('a dispatch that runs again queues no handler job twice', async () => {
    await db.transaction((tx) => change(tx, farmId));
    const [event] = (await db.select().from(jobs).where(eq(jobs.kind, 'event.listing.created'))).filter(
      (j) => (j.payload as { payload: { farmId: number } }).payload.farmId === farmId,
    );
    await drain();
    // As if the dispatch's commit had been lost and its job ran once more.
    await db
      .update(jobs)
      .set({ status: 'queued', runAt: new Date(Date.now() - 1) })
      .where(eq(jobs.id, event.id));
    await drain();
    expect(await effectsOf(db, farmId)).toEqual([1]);
    expect(
      (
        await db
          .select()
          .from(jobs)
          .where(eq(jobs.dedupeKey, `on.test.count-effect:${event.id}`))
      ).length,
    ).toBe(1);
  });
});
