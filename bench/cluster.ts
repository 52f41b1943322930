/**
 * npm run bench:cluster -- [--count 50000] [--processes 2] [--connections 32] [--duration 10] [--database fsf_cluster_bench] [--keep]
 *
 * The production shape of docs/deploy.md on this machine: `processes` app processes (each with its job runner)
 * on one PostgreSQL, behind nginx (Debian's package) on loopback. It measures reads through nginx against one
 * process reached directly, then kills one process with SIGKILL while readers and writers keep going, and
 * checks that every write the client saw acknowledged is in the database.
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb } from '../server/db/client.js';
import { runMigrations } from '../server/db/migrate.js';
import { rng } from '../server/db/seed/generator.js';
import { startNginx } from '../server/test/load-balancer.js';
import { spawnApp, type AppProcess } from '../server/test/spawn-app.js';
import { databaseName, openBenchDatabase } from './bench-db.js';
import { benchCenters, loadListings } from './load-listings.js';
import { scenarios } from './scenarios.js';

process.env.TZ = 'UTC';
const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const count = opt('count', 50_000);
const processCount = opt('processes', 2);
const connections = opt('connections', 32);
const durationMs = opt('duration', 10) * 1000;
const ORIGIN = 'http://localhost:5000';

interface Load {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}
/** http-load.mjs (closed loop, keep-alive) against `port` in a child process. */
const load = (port: number, urls: string[], ms = durationMs) =>
  new Promise<Load>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'http-load.mjs'), [], { stdio: 'inherit' });
    child.on('message', (m: { phase?: string } & Load) => {
      if (m.phase !== undefined) return;
      resolve(m);
      child.send('read'); // load-stats.mjs waits for this before it closes its connections
    });
    child.once('error', reject);
    child.send({ port, urls, connections, durationMs: ms, warmupMs: 1000, maxRequests: 10_000_000 });
  });

const database = await openBenchDatabase(databaseName(args, 'fsf_cluster_bench'), { keep: args.includes('--keep') });
const db = createDb(database.url, 4);
await runMigrations(db);
console.log(`Cluster benchmark: ${processCount} app processes behind nginx, ${count.toLocaleString()} listings on ${database.label}, ${os.cpus().length} CPUs`);
await loadListings(db, count, () => {});

const env = { NODE_ENV: 'production', TRUST_PROXY: '1', LOG_LEVEL: 'silent', DEMO_DATA: '0', APP_ORIGIN: ORIGIN };
// Each process gets its share of the 20 connections one process would have.
const pool = String(Math.max(4, Math.ceil(20 / processCount)));
const apps: AppProcess[] = await Promise.all(Array.from({ length: processCount }, () => spawnApp(database.url, env, { CHILD_JOBS: '1', CHILD_POOL: pool })));
const lb = await startNginx(apps.map((a) => a.port));
const all = scenarios(benchCenters(Math.ceil(count / 400)), rng(99));
const pick = ['/healthz (ceiling)', 'near + radius 25 mi', 'near + open=now', 'map z7 (state)'];
const results: Record<string, unknown> = { count, processes: processCount, connections, loadAverage: os.loadavg() };

console.log(`\nLoad average ${os.loadavg()[0].toFixed(1)}. ${durationMs / 1000} s per line, ${connections} connections.\n`);
console.log('endpoint'.padEnd(24) + ['one process req/s', 'p99 ms', `nginx + ${processCount} req/s`, 'p99 ms'].map((c) => c.padStart(18)).join(''));
for (const s of all.filter((x) => pick.includes(x.name))) {
  const direct = await load(apps[0].port, s.urls);
  const balanced = await load(lb.port, s.urls);
  results[s.name] = { direct, balanced };
  console.log(
    s.name.padEnd(24) + [direct.rps.toFixed(0), direct.p99.toFixed(1), balanced.rps.toFixed(0), balanced.p99.toFixed(1)].map((c) => c.padStart(18)).join(''),
  );
}

// Kill one process under load: readers through nginx, and eight writers creating trips (each 201 is acknowledged).
const register = await fetch(`${lb.url}/api/register`, {
  method: 'POST',
  headers: { origin: ORIGIN, 'content-type': 'application/json' },
  body: JSON.stringify({ email: `cluster-${Date.now()}@example.com`, password: 'correct horse battery', firstName: 'Bench', userType: 'consumer' }),
});
const cookie = register.headers
  .getSetCookie()
  .find((c) => c.startsWith('fsf_session='))!
  .split(';')[0];
const acknowledged: string[] = [];
const failed = new Map<number, number>();
let writing = true;
const writer = async (w: number) => {
  for (let i = 0; writing; i++) {
    const res = await fetch(`${lb.url}/api/trips`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Bench ${w}-${i}`, date: '2027-06-12' }),
    }).catch(() => null);
    if (res?.status === 201) acknowledged.push((await res.json()).trip.id);
    else {
      failed.set(res?.status ?? 0, (failed.get(res?.status ?? 0) ?? 0) + 1);
      await res?.body?.cancel();
    }
  }
};
const writers = Array.from({ length: 8 }, (_, w) => writer(w));
const reads = load(lb.port, all.find((x) => x.name === 'near + radius 25 mi')!.urls, durationMs * 2);
await new Promise((r) => setTimeout(r, durationMs));
const beforeKill = acknowledged.length;
await apps[1].kill('SIGKILL');
const readResult = await reads;
writing = false;
await Promise.all(writers);
const stored = (await db.execute(sql`SELECT count(*)::int AS n FROM trips WHERE id = ANY(${sql.param(acknowledged)}::uuid[])`)).rows[0] as { n: number };
results.kill = { acknowledged: acknowledged.length, beforeKill, stored: stored.n, failedWrites: Object.fromEntries(failed), reads: readResult };
console.log(
  `\nSIGKILL of one process after ${durationMs / 1000} s of ${durationMs / 500} s under load: ${acknowledged.length} writes acknowledged ` +
    `(${acknowledged.length - beforeKill} after the kill), ${stored.n} of them in the database; failed writes by status: ` +
    `${JSON.stringify(Object.fromEntries(failed))}; reads meanwhile ${readResult.rps.toFixed(0)} req/s, ${readResult.errors} errors of ${readResult.requests}, p99 ${readResult.p99.toFixed(1)} ms.`,
);
if (stored.n !== acknowledged.length) process.exitCode = 1;

fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const out = path.join(import.meta.dirname, 'results', `cluster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, JSON.stringify(results, null, 2));
console.log(`Results written to ${path.relative(process.cwd(), out)}`);
await lb.stop();
await Promise.all(apps.map((a) => a.kill('SIGTERM')));
await db.$client.end();
await database.close();
