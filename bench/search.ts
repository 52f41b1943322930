/**
 * npm run bench:search -- [--count 100000] [--connections 32] [--duration 10] [--warmup 2] [--pool 20] [--keep] [--skip-load]
 *   [--database fsf_bench] [--only 'near + open=now,q + near'] [--shared-buffers 4GB] [--pg-setting name=value …] [--dir DIR]
 *   [--encoding identity]
 *
 * Loads `count` generated listings into a fresh database `fsf_bench` (on the embedded PostgreSQL in a temp dir
 * or --dir, or on the server of DATABASE_URL), dropped afterwards unless --keep; starts the real server on a
 * loopback port, and drives it over HTTP from a child process with `connections` keep-alive connections per
 * endpoint: requests/s and latency percentiles, with /healthz as the ceiling. --shared-buffers and
 * --pg-setting size the embedded server like a production one (a DATABASE_URL server keeps its own settings).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.js';
import { loadConfig } from '../server/config/env.js';
import { createDb } from '../server/db/client.js';
import { runMigrations } from '../server/db/migrate.js';
import { rng } from '../server/db/seed/generator.js';
import { databaseName, openBenchDatabase } from './bench-db.js';
import { backendCpu, backendCpuSince, machineTicks, parentPid, pidCpuMs, processCpuMs, waitNs } from './cpu.js';
import { spawnApp, type AppProcess } from '../server/test/spawn-app.js';
import { benchCenters, loadListings } from './load-listings.js';
import { captureStatements, type Statement } from './capture.js';
import { scenarios } from './scenarios.js';

process.env.TZ = 'UTC';
const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const flag = (name: string) => args.includes(`--${name}`);
// --only 'near + open=now,q + near': just these endpoints (names as printed).
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const count = opt('count', 100_000);
const connections = opt('connections', 32);
const poolSize = opt('pool', 20); // what server/db/database.ts gives a DATABASE_URL server
// --processes N: the server as N Node processes on the database (docs/deploy.md), the load spread over them by
// connection; default 1. Node runs JavaScript on one core: one process cannot use the machine's second.
const processCount = opt('processes', 1);
const durationMs = opt('duration', 10) * 1000;
const warmupMs = opt('warmup', 2) * 1000;
const log = (m: string) => console.log(m);
const text = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
// --encoding identity: what the answers cost uncompressed (the load generator otherwise accepts br and gzip).
const encoding = text('encoding');
interface RunResult {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  loadgenCpuMsPerRequest: number;
  nodeCpuMsPerRequest: number;
  dbCpuMsPerRequest: number;
  /** Per second of the run: how long the app processes' main threads waited for a core (mean of the processes). */
  nodeWaitMsPerSecond: number;
  /** The machine's idle share of its CPU time during the run. */
  machineIdle: number;
}

/**
 * Runs a load generator in a child process (http-load.mjs against the server, or pg-load.mjs with the same
 * statements straight to PostgreSQL); meanwhile counts the CPU this server and its backends use. With `floor`, the
 * HTTP load goes to that process (floor-server.mjs) instead of the app, and its CPU is counted as the server's.
 */
function drive(
  urls: string[],
  {
    conns = connections,
    ms = durationMs,
    bare,
    floor,
  }: { conns?: number; ms?: number; bare?: { databaseUrl: string; requests: Statement[][] }; floor?: Floor } = {},
) {
  const cpuMs = floor ? () => pidCpuMs(floor.pid) : serverCpuMs;
  const ports = floor ? [floor.port] : [port, ...extraApps.map((a) => a.port)];
  return new Promise<RunResult>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, bare ? 'pg-load.mjs' : 'http-load.mjs'), [], { stdio: 'inherit' });
    let start = { node: 0, db: new Map<number, number>(), waitNs: 0, ticks: machineTicks() };
    child.on('message', (m: { phase?: string } & Omit<RunResult, 'nodeCpuMsPerRequest' | 'dbCpuMsPerRequest' | 'nodeWaitMsPerSecond' | 'machineIdle'>) => {
      if (m.phase === 'measuring') {
        start = { node: cpuMs(), db: backendCpu(dbName, postmaster), waitNs: appWaitNs(), ticks: machineTicks() };
        return;
      }
      const n = Math.max(1, m.requests);
      const ticks = machineTicks();
      const result: RunResult = {
        ...m,
        nodeCpuMsPerRequest: (cpuMs() - start.node) / n,
        dbCpuMsPerRequest: backendCpuSince(start.db, backendCpu(dbName, postmaster)) / n,
        nodeWaitMsPerSecond: (appWaitNs() - start.waitNs) / 1e6 / (1 + extraApps.length) / m.seconds,
        machineIdle: (ticks.idle - start.ticks.idle) / Math.max(1, ticks.total - start.ticks.total),
      };
      // The CPU is read: the child may close its connections now. Done once it has, so that no connection of the
      // bare run is still open when the last run ends and the database stops (its clients would die on the error).
      child.once('exit', () => resolve(result));
      child.send('read');
    });
    child.once('error', reject);
    child.send({
      port: ports[0],
      ports,
      urls,
      ...bare,
      connections: conns,
      durationMs: ms,
      warmupMs,
      maxRequests: 1_000_000,
      ...(encoding ? { encoding } : {}),
    });
  });
}

interface Floor {
  pid: number;
  port: number;
  close(): Promise<void>;
}

/** The floor server (floor-server.mjs) for one endpoint: its URLs answered by their captured statements alone. */
function startFloor(urls: string[], requests: Statement[][]): Promise<Floor> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'floor-server.mjs'), [], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('message', ({ port }: { port: number }) =>
      resolve({ pid: child.pid!, port, close: () => new Promise((done) => (child.once('exit', () => done()), child.send('close'))) }),
    );
    child.send({ databaseUrl: database.url, poolSize, urls, requests });
  });
}

// Embedded server settings: --shared-buffers 4GB, and any other as --pg-setting work_mem=8MB (repeatable).
const settings: Record<string, string> = Object.fromEntries(
  args.flatMap((a, i) => (a === '--pg-setting' ? [args[i + 1].split('=', 2) as [string, string]] : [])),
);
if (text('shared-buffers')) settings.shared_buffers = text('shared-buffers')!;
if (process.env.DATABASE_URL && Object.keys(settings).length)
  throw new Error('--shared-buffers/--pg-setting size the embedded server; a DATABASE_URL server keeps its own settings');
const database = await openBenchDatabase(databaseName(args, 'fsf_bench'), { keep: flag('keep'), reuse: flag('skip-load'), dir: text('dir'), settings });
const db = createDb(database.url, poolSize);
// The server's postmaster: backends of a same-named database on another server are not counted.
const postmaster = parentPid((await db.$client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid);
// --skip-load reuses a database kept (--keep) by an earlier run, brought up to this commit's migrations.
await runMigrations(db);
log(
  `Farm Stand Finder search benchmark: ${count.toLocaleString()} listings on ${database.label}, ${os.cpus().length} CPUs, ${connections} connections, ${processCount} app process${processCount > 1 ? 'es' : ''}`,
);
let loadSeconds: number | null = null;
if (!flag('skip-load')) {
  const started = performance.now();
  await loadListings(db, count, log);
  loadSeconds = (performance.now() - started) / 1000;
  log(`Loaded in ${loadSeconds.toFixed(1)} s`);
}
const [{ n }] = (await db.execute(sql`SELECT count(*)::int AS n FROM farms WHERE status = 'published'`)).rows as Array<{ n: number }>;
log(`Cache warmed: ${await prewarm()}; ${await memorySettings()}`);

/**
 * shared_buffers and whether the server got huge pages for them (PostgreSQL 17+ says so). With 4 KB pages every
 * backend maps each page of the cache it touches on its own: at 4 GB and 20–32 backends that doubled the
 * database's CPU per search (bench/README.md, round 5). `--pg-setting huge_pages=on` after reserving them
 * (`sysctl vm.nr_hugepages=2400` for 4 GB) makes the embedded server refuse to start without them.
 */
async function memorySettings(): Promise<string> {
  const setting = async (name: string) => (await db.$client.query<{ v: string }>(`SELECT current_setting($1, true) AS v`, [name])).rows[0].v ?? 'unknown';
  const status = await setting('huge_pages_status');
  return `shared_buffers ${await setting('shared_buffers')}, huge pages ${status === 'unknown' ? await setting('huge_pages') : status}`;
}

/**
 * A production database has run for days: the listings and the indexes searches and the map read are in its
 * cache. A freshly started server (every run here) would spend the first minutes copying them in from the
 * operating system's cache, and the figures would measure that. pg_prewarm (a contrib module) reads them in first.
 */
async function prewarm(): Promise<string> {
  try {
    await db.$client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    const { rows } = await db.$client.query<{ mb: number }>(
      `SELECT coalesce(sum(pg_prewarm(c.oid)), 0)::bigint * current_setting('block_size')::int / 1048576 AS mb
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'i')
         AND c.relname ~ '^(farms|farm_near|farm_map|farm_open|farm_search_terms|farm_schedules)'`,
    );
    return `${rows[0].mb} MB of listings, map and their indexes read into shared_buffers (pg_prewarm)`;
  } catch (err) {
    return `not done (${(err as Error).message})`;
  }
}

const appEnv = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_DATA: '0', APP_ORIGIN: 'http://127.0.0.1' };
const config = loadConfig({ ...appEnv, DATABASE_URL: database.url });
const app = await buildApp({ config, db });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
// The other processes of --processes: the app in its own Node process each (server/test/spawn-app.ts), same settings.
const extraApps: AppProcess[] = await Promise.all(
  Array.from({ length: processCount - 1 }, () => spawnApp(database.url, { ...appEnv, PUSH_ALLOW_LOOPBACK: '0' }, { CHILD_POOL: String(poolSize) })),
);
/** CPU time of the server: this process (its app; the load generators are child processes) and the other app processes. */
const serverCpuMs = () => processCpuMs() + extraApps.reduce((sum, a) => sum + pidCpuMs(a.child.pid!), 0);
// The app processes' main threads (a thread's id is its process's for the main one): the JavaScript runs there.
const appWaitNs = () => [process.pid, ...extraApps.map((a) => a.child.pid!)].reduce((sum, pid) => sum + waitNs(pid), 0);
// The server runs its open-intervals upkeep once at start (a few full scans at 1M listings): let it finish.
for (let quiet = 0, waited = 0; quiet < 3 && waited < 120; waited++) {
  await new Promise((r) => setTimeout(r, 1000));
  const busy = await db.$client.query(
    `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
  );
  quiet = busy.rows[0].n === 0 ? quiet + 1 : 0;
}

/**
 * Blocks read so far (shared_buffers hits and reads) and size, per table, TOAST table and index of the database, from
 * the cumulative statistics. Between two readings, the relations an endpoint's statements touched: their sizes summed
 * are its working set, the pages that must stay in memory (shared_buffers or the operating system's cache) for every
 * place to be answered without a disk read (issue 31 point 4). A relation counts in full once touched: the walk may go
 * anywhere in it, and the page's rows are anywhere in the table they are read from.
 */
async function blocksByRelation(): Promise<Map<string, { blocks: number; bytes: number }>> {
  const { rows } = await db.$client.query<{ name: string; blocks: string; bytes: string }>(
    `SELECT relname AS name, heap_blks_read + heap_blks_hit AS blocks, pg_relation_size(relid) AS bytes FROM pg_statio_user_tables
     UNION ALL
     SELECT s.relname || ' (TOAST)', coalesce(s.toast_blks_read + s.toast_blks_hit, 0), coalesce(pg_relation_size(nullif(c.reltoastrelid, 0)), 0)
       FROM pg_statio_user_tables s JOIN pg_class c ON c.oid = s.relid
     UNION ALL
     SELECT indexrelname, idx_blks_read + idx_blks_hit, pg_relation_size(indexrelid) FROM pg_statio_user_indexes`,
  );
  return new Map(rows.map((r) => [r.name, { blocks: Number(r.blocks), bytes: Number(r.bytes) }]));
}
function workingSet(before: Map<string, { blocks: number }>, after: Map<string, { blocks: number; bytes: number }>) {
  const touched = [...after]
    .filter(([name, r]) => r.blocks > (before.get(name)?.blocks ?? 0))
    .map(([name, r]) => ({ name, mb: r.bytes / 1048576, blocks: r.blocks - (before.get(name)?.blocks ?? 0) }))
    .sort((a, b) => b.mb - a.mb);
  return { mb: touched.reduce((sum, r) => sum + r.mb, 0), touched };
}
const workingSets: Array<{ endpoint: string; mb: number; touched: Array<{ name: string; mb: number; blocks: number }> }> = [];

const results: Array<Record<string, unknown>> = [];
console.log(
  `\n${n.toLocaleString()} published listings. ${durationMs / 1000} s per endpoint after ${warmupMs / 1000} s warm-up. Load average at start: ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(', ')}\n`,
);
// CPU per request, measured while the load ran: this server process (Node, all threads), its PostgreSQL
// backends, and the load generator (another process on the same two cores). Their sum bounds the
// throughput at about 2000 ms/s ÷ sum; "load" is the 1-minute load average (other work on the machine).
// "1 conn" is the latency of one request at a time (no queueing): what the work itself costs.
// "bare": the same statements the endpoint ran for each URL, sent straight through node-postgres with the
// same number of connections (pg-load.mjs): the database's own ceiling; "share" = endpoint req/s ÷ bare req/s.
// "floor": the same URLs answered over HTTP by a server that only runs those statements and writes their rows as
// JSON (floor-server.mjs); "floor share" = floor req/s ÷ bare req/s, the most any HTTP app could reach here.
// "bare db cpu" and "bare client" split the bare run's CPU the same way: its backends, and node-postgres in pg-load.mjs.
// "node wait": ms per second an app process's main thread was ready to run but waited for a core; "idle": the
// machine's CPU left unused meanwhile. Both high together: the scheduler, not the cores, held the event loop back.
const columns = [
  '1 conn p50',
  'req/s',
  'p50 ms',
  'p90 ms',
  'p99 ms',
  'node cpu',
  'db cpu',
  'loadgen',
  'bare req/s',
  'bare p99',
  'bare db cpu',
  'bare client',
  'share',
  'floor req/s',
  'floor cpu',
  'floor share',
  'node wait',
  'idle',
  'load',
  'errors',
  'working set',
];
console.log('endpoint'.padEnd(24) + columns.map((c) => c.padStart(12)).join(''));
const dbName = new URL(database.url).pathname.slice(1);
const all = scenarios(benchCenters(Math.ceil(count / 400)), rng(99)).filter((s) => !only || only.includes(s.name));
for (const s of all) {
  const statements = s.urls[0] === '/healthz' ? null : await captureStatements(app, db.$client, s.urls);
  const blocksBefore = statements ? await blocksByRelation() : null;
  const single = await drive(s.urls, { conns: 1, ms: Math.min(durationMs, 3000) });
  const r = await drive(s.urls);
  const bare = statements ? await drive([], { bare: { databaseUrl: database.url, requests: statements } }) : null;
  const floorServer = statements ? await startFloor(s.urls, statements) : null;
  const floor = floorServer ? await drive(s.urls, { floor: floorServer }).finally(() => floorServer.close()) : null;
  const load = os.loadavg()[0];
  // Read after the bare and floor runs (the same statements): a backend reports its statistics within a second or so
  // of going idle, so the HTTP runs' blocks are in by then. Background jobs of the app may add a relation now and then.
  const ws = blocksBefore ? workingSet(blocksBefore, await blocksByRelation()) : null;
  if (ws) workingSets.push({ endpoint: s.name, ...ws });
  results.push({
    endpoint: s.name,
    ...r,
    singleConnectionP50: single.p50,
    bare,
    share: bare ? r.rps / bare.rps : null,
    floor,
    floorShare: bare && floor ? floor.rps / bare.rps : null,
    loadAverage: load,
    workingSet: ws,
  });
  const f = (x: number | undefined, d = 1) => (x === undefined ? '—' : x.toFixed(d));
  const cells = [
    f(single.p50),
    f(r.rps, 0),
    f(r.p50),
    f(r.p90),
    f(r.p99),
    f(r.nodeCpuMsPerRequest, 2),
    f(r.dbCpuMsPerRequest, 2),
    f(r.loadgenCpuMsPerRequest, 2),
    f(bare?.rps, 0),
    f(bare?.p99),
    f(bare?.dbCpuMsPerRequest, 2),
    f(bare?.loadgenCpuMsPerRequest, 2),
    bare ? `${Math.round((100 * r.rps) / bare.rps)} %` : '—',
    f(floor?.rps, 0),
    f(floor?.nodeCpuMsPerRequest, 2),
    bare && floor ? `${Math.round((100 * floor.rps) / bare.rps)} %` : '—',
    f(r.nodeWaitMsPerSecond, 0),
    `${Math.round(100 * r.machineIdle)} %`,
    load.toFixed(1),
    String(r.errors + (bare?.errors ?? 0) + (floor?.errors ?? 0)),
    ws ? `${Math.round(ws.mb).toLocaleString()} MB` : '—',
  ];
  console.log(s.name.padEnd(24) + cells.map((c) => c.padStart(12)).join(''));
}
console.log('(cpu columns: CPU milliseconds per request, at the full connection count)');
// The working set, relation by relation: what each endpoint's statements read (blocks during its runs) and their size.
console.log('\nWorking set (tables, TOAST and indexes the statements read during the runs, each counted at its full size):');
for (const w of workingSets) {
  console.log(
    `${w.endpoint.padEnd(24)}${Math.round(w.mb).toLocaleString().padStart(7)} MB: ${w.touched.map((t) => `${t.name} ${Math.round(t.mb)} MB (${t.blocks.toLocaleString()} blocks)`).join(', ')}`,
  );
}

fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
const out = path.join(import.meta.dirname, 'results', `search-${count}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(out, JSON.stringify({ count, published: n, database: database.label, connections, poolSize, durationMs, loadSeconds, results }, null, 2));
console.log(`\nResults written to ${path.relative(process.cwd(), out)}`);
await Promise.all(extraApps.map((a) => a.kill()));
await app.close();
await db.$client.end();
await database.close();
