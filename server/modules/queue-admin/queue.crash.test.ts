import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobHandlers } from '../../jobs.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { as, createTestApp, registerUser } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { startAppProcess } from '../../test/processes.js';
import { farmerWithListing, manyFollowers } from '../messages/test-fixtures.js';

const databaseUrl = await createIsolatedDatabase('crash');
const { app, db, config } = await createTestApp({}, databaseUrl);
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
const LEASE_MS = 1_500;

// Enough followers for several fan-out batches (each message then has its own message.sent listeners' jobs:
// notification, email, live), so the kill lands part-way through.
const FOLLOWERS = 600;

describe('the durable queue under a crash', () => {
  it('kill -9 in the middle of a bulk fan-out: no message, notification or email lost, none sent twice', async () => {
    const { farmer, farm } = await farmerWithListing(app, (t) => registerUser(app, t), 'Crash Test Orchard');
    const followers = await manyFollowers(db, farm.id, FOLLOWERS, { emailForBulk: true });
    // The worker process: the real app with its job runner, as in production (main.ts), on the same database.
    const worker = await startAppProcess({}, { CHILD_JOBS: '1', CHILD_LEASE_MS: String(LEASE_MS) }, databaseUrl);

    const res = await as(app, farmer)({ method: 'POST', url: `/api/farms/${farm.id}/bulk-messages`, payload: { body: 'Cider pressing Saturday' } });
    expect(res.statusCode).toBe(202);
    const bulkId = res.json().id;
    const progress = () => one<{ status: string; delivered_count: number }>(sql`SELECT status, delivered_count FROM bulk_messages WHERE id = ${bulkId}`);

    // Kill the worker as soon as it is part-way through: some batches committed, others not yet.
    let atKill = await progress();
    for (let i = 0; i < 6000 && atKill.delivered_count === 0; i++) {
      await sleep(10);
      atKill = await progress();
    }
    await worker.kill('SIGKILL');
    atKill = await progress();
    expect(atKill.status).toBe('sending');
    expect(atKill.delivered_count).toBeGreaterThan(0);
    expect(atKill.delivered_count).toBeLessThan(FOLLOWERS);

    // Another process takes up the dead worker's jobs once their lease runs out, and finishes everything.
    await sleep(LEASE_MS + 200);
    const handlers = jobHandlers({ db, config });
    const runner = createJobRunner({ db, handlers, leaseMs: LEASE_MS });
    for (let i = 0; i < 20 && (await runner.drain()) > 0; i++);

    expect(await progress()).toEqual({ status: 'sent', delivered_count: FOLLOWERS });
    const perFollower = await one<{ followers: number; min: number; max: number }>(sql`
      SELECT count(*)::int AS followers, min(n)::int AS min, max(n)::int AS max FROM (
        SELECT cm.user_id, count(m.id) AS n FROM conversation_members cm
          JOIN messages m ON m.conversation_id = cm.conversation_id AND m.bulk_message_id = ${bulkId}
         WHERE cm.user_id = ANY(${sql.param(followers)}::uuid[]) GROUP BY cm.user_id) t`);
    expect(perFollower).toEqual({ followers: FOLLOWERS, min: 1, max: 1 });
    const emails = await one<{ jobs: number; recipients: number; sent: number }>(sql`
      SELECT count(*)::int AS jobs, count(DISTINCT payload->>'to')::int AS recipients,
             (SELECT count(*)::int FROM mail_outbox WHERE subject LIKE '%“Crash Test Orchard:%') AS sent
        FROM jobs WHERE kind = 'email.send' AND payload->>'subject' LIKE '%“Crash Test Orchard:%'`);
    expect(emails).toEqual({ jobs: FOLLOWERS, recipients: FOLLOWERS, sent: FOLLOWERS });
    expect(
      (
        await one<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM jobs WHERE status <> 'done' AND (payload->>'bulkId' = ${String(bulkId)} OR payload->>'subject' LIKE '%“Crash Test Orchard:%')`,
        )
      ).n,
    ).toBe(0);
  }, 300_000);
});
