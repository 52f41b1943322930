import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index.js';
import { createTestApp } from '../../test/helpers.js';
import { createJobRunner, enqueueJob, PermanentJobError, type JobHandler } from './index.js';

const { db } = await createTestApp();
// Each test uses its own job kinds, so runners of one test never touch another test's jobs.
let n = 0;
const kind = (name: string) => `test.${name}.${process.pid}.${++n}`;
const statusOf = async (id: number) => (await db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe('job queue', () => {
  it('commits a job with its transaction, or not at all', async () => {
    const k = kind('tx');
    await db.transaction(async (tx) => void (await enqueueJob(tx, { kind: k, payload: { kept: true } }))).catch(() => {});
    await db
      .transaction(async (tx) => {
        await enqueueJob(tx, { kind: k, payload: { kept: false } });
        throw new Error('the event failed');
      })
      .catch(() => {});
    const rows = await db.select().from(jobs).where(eq(jobs.kind, k));
    expect(rows.map((r) => r.payload)).toEqual([{ kept: true }]);
  });

  it('runs each due job once and marks it done', async () => {
    const k = kind('run');
    const seen: unknown[] = [];
    const ids = [await enqueueJob(db, { kind: k, payload: { i: 1 } }), await enqueueJob(db, { kind: k, payload: { i: 2 } })];
    const later = await enqueueJob(db, { kind: k, payload: { i: 3 }, runAt: new Date(Date.now() + 3_600_000) });
    const runner = createJobRunner({ db, handlers: { [k]: async (p) => void seen.push(p) } });
    expect(await runner.drain()).toBe(2);
    expect(seen).toEqual([{ i: 1 }, { i: 2 }]);
    for (const id of ids) expect((await statusOf(id!)).status).toBe('done');
    expect((await statusOf(later!)).status).toBe('queued');
    expect(await runner.drain()).toBe(0);
  });

  it('retries a failing job later with backoff, and gives up after max attempts or a permanent error', async () => {
    const k = kind('fail');
    const flaky = await enqueueJob(db, { kind: k, payload: { mode: 'flaky' }, maxAttempts: 2 });
    const broken = await enqueueJob(db, { kind: k, payload: { mode: 'permanent' } });
    const handler: JobHandler<{ mode: string }> = async ({ mode }) => {
      throw mode === 'permanent' ? new PermanentJobError('no such address') : new Error('SMTP said 451');
    };
    const runner = createJobRunner({ db, handlers: { [k]: handler } });
    await runner.drain();
    const first = await statusOf(flaky!);
    expect(first).toMatchObject({ status: 'queued', attempts: 1, lastError: 'SMTP said 451' });
    expect(first.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(await statusOf(broken!)).toMatchObject({ status: 'dead', attempts: 1, lastError: 'no such address' });

    await db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, flaky!)); // the backoff has passed
    await runner.drain();
    expect(await statusOf(flaky!)).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('takes up the job of a process that died mid-run once its lease has expired', async () => {
    const k = kind('lease');
    const id = (await enqueueJob(db, { kind: k, payload: {} }))!;
    // What a killed process leaves behind: claimed, lease running out.
    await db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(jobs.id, id));
    const attempts: number[] = [];
    const runner = createJobRunner({ db, handlers: { [k]: async (_p, ctx) => void attempts.push(ctx.attempt) } });
    expect(await runner.drain()).toBe(0); // still leased: not ours
    await db
      .update(jobs)
      .set({ lockedUntil: new Date(Date.now() - 1) })
      .where(eq(jobs.id, id));
    expect(await runner.drain()).toBe(1);
    expect(attempts).toEqual([2]);
    expect((await statusOf(id)).status).toBe('done');
  });

  it('makes one job of one dedupe key', async () => {
    const k = kind('dedupe');
    const first = await enqueueJob(db, { kind: k, payload: {}, dedupeKey: `${k}:2026-11-24` });
    const second = await enqueueJob(db, { kind: k, payload: {}, dedupeKey: `${k}:2026-11-24` });
    expect(first).toBeTypeOf('number');
    expect(second).toBeNull();
    expect(await db.$count(jobs, eq(jobs.kind, k))).toBe(1);
  });

  it('shares jobs between runners without running any twice', async () => {
    const k = kind('race');
    const ran: number[] = [];
    await db.insert(jobs).values(Array.from({ length: 60 }, (_, i) => ({ kind: k, payload: { i } })));
    const handler: JobHandler<{ i: number }> = async ({ i }) => {
      await new Promise((r) => setTimeout(r, 2));
      ran.push(i);
    };
    const a = createJobRunner({ db, handlers: { [k]: handler }, concurrency: 3 });
    const b = createJobRunner({ db, handlers: { [k]: handler }, concurrency: 3 });
    await Promise.all([a.drain(), b.drain()]);
    expect(ran.sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
  });

  it('a started runner is woken by NOTIFY when a job commits', async () => {
    const k = kind('notify');
    let resolve!: (v: unknown) => void;
    const done = new Promise((r) => (resolve = r));
    // A poll interval far beyond the test timeout: only the notification can get the job run in time.
    const runner = createJobRunner({ db, handlers: { [k]: async (p) => resolve(p) }, pollMs: 3_600_000 });
    await runner.start();
    try {
      await db.transaction(async (tx) => void (await enqueueJob(tx, { kind: k, payload: { hello: 'world' } })));
      await expect(done).resolves.toEqual({ hello: 'world' });
    } finally {
      await runner.stop();
    }
  });

  it('stop() waits for a job that a poll was still claiming, so the database is not closed under it', async () => {
    const k = kind('stop');
    await enqueueJob(db, { kind: k, payload: {} });
    // The runner's first query is its claim: hold its answer until stop() has been called (the race of a SIGTERM
    // arriving mid-poll; the job row is claimed in the real database either way).
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let first = true;
    const held = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop !== 'execute') return Reflect.get(target, prop, receiver);
        return async (query: Parameters<typeof db.execute>[0]) => {
          const result = await target.execute(query);
          if (first) await ((first = false), gate);
          return result;
        };
      },
    });
    let finished = false;
    const runner = createJobRunner({ db: held, handlers: { [k]: async () => void (finished = true) }, pollMs: 3_600_000 });
    await runner.start();
    const stopping = runner.stop();
    setTimeout(release, 100);
    await stopping;
    expect(finished).toBe(true);
  });

  it('only claims the kinds it has handlers for', async () => {
    const mine = kind('mine');
    const other = kind('other');
    const [a, b] = [await enqueueJob(db, { kind: mine, payload: {} }), await enqueueJob(db, { kind: other, payload: {} })];
    await createJobRunner({ db, handlers: { [mine]: async () => {} } }).drain();
    const rows = await db
      .select()
      .from(jobs)
      .where(inArray(jobs.id, [a!, b!]));
    expect(Object.fromEntries(rows.map((r) => [r.kind, r.status]))).toEqual({ [mine]: 'done', [other]: 'queued' });
    await db.execute(sql`DELETE FROM jobs WHERE kind = ${other}`);
  });
});
