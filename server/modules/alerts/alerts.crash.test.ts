import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobHandlers } from '../../jobs.js';
import { createJobRunner } from '../../lib/jobs/index.js';
import { createTestApp, registerUser } from '../../test/helpers.js';
import { createIsolatedDatabase } from '../../test/isolated-db.js';
import { startAppProcess } from '../../test/processes.js';
import { buildTsQuery } from '../farms/search/text-search.js';
import { PRODUCT_ALERT_JOB, productAlertJob, type ProductAlertJob } from './alerts.job.js';
import { listingAt, markAvailable } from './test-fixtures.js';

const databaseUrl = await createIsolatedDatabase('alerts_crash');
const { app, db, config } = await createTestApp({}, databaseUrl);
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute(query)).rows[0] as T;
const LEASE_MS = 1_500;
const ALERTS = 1200;
const HERE = { lat: 43.3, lng: -89.5 };

/** Many alert owners at once, straight into the tables (registering them over the API would take minutes). */
async function manyAlerts(count: number): Promise<string[]> {
  const query = (await buildTsQuery(db, 'strawberries'))!;
  const tag = Math.random().toString(36).slice(2, 10);
  const { rows } = await db.execute<{ id: string }>(sql`
    INSERT INTO users (email, password_hash, first_name, user_type, email_verified_at)
    SELECT 'alert-' || g || '-' || ${tag} || '@example.com', 'not-a-real-hash', 'Alert', 'consumer', now() FROM generate_series(1, ${count}) g
    RETURNING id`);
  const ids = rows.map((r) => r.id);
  await db.execute(sql`
    INSERT INTO product_alerts (user_id, product, query, lat, lng, place_label, radius, unit, radius_m, expires_at, unsubscribe_token)
    SELECT u, 'strawberries', ${query}, ${HERE.lat} + random() * 0.05, ${HERE.lng}, 'Home', 10, 'mi', 16093.44, now() + interval '6 months', md5(random()::text || u::text)
      FROM unnest(${sql.param(ids)}::uuid[]) u`);
  return ids;
}

describe('product alerts through the durable queue under a crash', () => {
  it('kill -9 in the middle: every alert told exactly once (one notification, one email), and a retried job tells nobody twice', async () => {
    const farmer = await registerUser(app, 'farmer');
    const farm = await listingAt(app, farmer, 'Crash Berry Farm', HERE, ['Strawberries']);
    const owners = await manyAlerts(ALERTS);
    // The worker: the real app with its job runner, as in production (main.ts), on the same database.
    const worker = await startAppProcess({}, { CHILD_JOBS: '1', CHILD_LEASE_MS: String(LEASE_MS) }, databaseUrl);

    expect((await markAvailable(app, farmer, farm, 'Strawberries')).statusCode).toBe(200);
    const delivered = async () => (await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM product_alert_deliveries WHERE farm_id = ${farm.id}`)).n;

    // Kill the worker part-way: some batches committed, the one in flight not.
    let atKill = await delivered();
    // The change reaches the alert job through its event (decision 058): two more job runs before the first batch.
    for (let i = 0; i < 3000 && atKill === 0; i++) {
      await sleep(10);
      atKill = await delivered();
    }
    await worker.kill('SIGKILL');
    atKill = await delivered();
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(ALERTS);

    // Another process takes up the dead worker's job once its lease runs out, and finishes.
    await sleep(LEASE_MS + 200);
    const runner = createJobRunner({ db, handlers: jobHandlers({ db, config }), leaseMs: LEASE_MS });
    for (let i = 0; i < 20 && (await runner.drain()) > 0; i++);

    const counts = async () =>
      one<{ deliveries: number; notified: number; min: number; max: number; emails: number; recipients: number }>(sql`
        SELECT (SELECT count(*)::int FROM product_alert_deliveries WHERE farm_id = ${farm.id}) AS deliveries,
               count(DISTINCT user_id)::int AS notified, min(n)::int AS min, max(n)::int AS max,
               (SELECT count(*)::int FROM jobs WHERE kind = 'email.send' AND payload->>'subject' = 'Product alerts: “Strawberries at Crash Berry Farm”') AS emails,
               (SELECT count(DISTINCT payload->>'to')::int FROM jobs WHERE kind = 'email.send' AND payload->>'subject' = 'Product alerts: “Strawberries at Crash Berry Farm”') AS recipients
          FROM (SELECT user_id, count(*) AS n FROM notifications
                 WHERE type = 'product_alert' AND user_id = ANY(${sql.param(owners)}::uuid[]) GROUP BY user_id) t`);
    const after = await counts();
    expect(after).toEqual({ deliveries: ALERTS, notified: ALERTS, min: 1, max: 1, emails: ALERTS, recipients: ALERTS });
    const pending = await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM jobs WHERE kind = ${PRODUCT_ALERT_JOB} AND status <> 'done'`);
    expect(pending.n).toBe(0);

    // A job run again after its work committed (a worker that died before marking it done): nobody is told twice.
    const job: ProductAlertJob = { farmId: farm.id, productIds: [farm.products[0].id], actorId: farmer.id, after: 0 };
    await productAlertJob(db)(job, { jobId: 0, attempt: 2, kind: PRODUCT_ALERT_JOB, db });
    for (let i = 0; i < 20 && (await runner.drain()) > 0; i++);
    expect(await counts()).toEqual(after);
  }, 180_000);
});
