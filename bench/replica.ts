/**
 * `npm run bench:replica [-- --count 20000 --duration 5 --samples 20]`: a primary and a streaming standby on loopback
 * (server/test/replica-servers.ts, pg_basebackup -R), the app once on the primary alone and once with
 * DATABASE_READ_URL on the standby. Prints search and map throughput on each, and the replica's lag: from a commit
 * on the primary to the standby having replayed it, and to the listing showing in public search. Figures, not a
 * test: they move with the machine's load, which is printed beside them.
 */
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '../server/db/client.js';
import { runMigrations } from '../server/db/migrate.js';
import { lsnBytes } from '../server/db/replica.js';
import { primaryWalLsn, standbyReplayLsn } from '../server/db/replica.repository.js';
import { rng } from '../server/db/seed/generator.js';
import { seedListings } from '../server/modules/farms/test-fixtures.js';
import { replicaBinaries, startReplicaPair } from '../server/test/replica-servers.js';
import { spawnApp } from '../server/test/spawn-app.js';
import { benchCenters, loadListings } from './load-listings.js';
import { scenarios } from './scenarios.js';

process.env.TZ = 'UTC';
const args = process.argv.slice(2);
const opt = (name: string, fallback: number) => (args.includes(`--${name}`) ? Number(args[args.indexOf(`--${name}`) + 1]) : fallback);
const count = opt('count', 20_000);
const durationMs = opt('duration', 5) * 1000;
const samples = opt('samples', 20);
const connections = opt('connections', 16);

interface Load {
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}
const load = (port: number, urls: string[]) =>
  new Promise<Load>((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'http-load.mjs'), [], { stdio: 'inherit' });
    child.on('message', (m: { phase?: string } & Load) => {
      if (m.phase !== undefined) return;
      resolve(m);
      child.send('read');
    });
    child.once('error', reject);
    child.send({ port, urls, connections, durationMs, warmupMs: 1000, maxRequests: 10_000_000 });
  });
const quantile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const bin = replicaBinaries();
if (!bin) {
  console.error('No PostgreSQL binaries with pg_basebackup: install postgresql (Debian) or set PG_BIN.');
  process.exit(1);
}
const pair = await startReplicaPair(bin);
const primary = createDb(pair.primaryUrl, 4);
const standby = createDb(pair.standbyUrl, 2);
try {
  await runMigrations(primary);
  console.log(`Replica benchmark: ${count.toLocaleString()} listings, a primary and a pg_basebackup -R standby (${bin}), ${os.cpus().length} CPUs`);
  await loadListings(primary, count, () => {});
  const caughtUp = async () => {
    const head = lsnBytes(await primaryWalLsn(primary));
    for (;;) {
      const replay = await standbyReplayLsn(standby);
      if (replay && lsnBytes(replay) >= head) return;
      await sleep(5);
    }
  };
  await caughtUp();

  // Lag: a committed listing, then the standby's replay position polled every millisecond.
  const replayLag: number[] = [];
  for (let i = 0; i < samples; i++) {
    await seedListings(primary, [{ name: `Lag probe ${i}`, lat: 40 + i * 0.01, lng: -75 }]);
    const committed = performance.now();
    await caughtUp();
    replayLag.push(performance.now() - committed);
  }

  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DEMO_DATA: '0', APP_ORIGIN: 'http://localhost:5000', PUSH_ALLOW_LOOPBACK: '0' };
  const onPrimary = await spawnApp(pair.primaryUrl, env, { CHILD_POOL: '8' });
  const onStandby = await spawnApp(pair.primaryUrl, env, { CHILD_POOL: '8', DATABASE_READ_URL: pair.standbyUrl });
  try {
    // Lag as a reader sees it: from the commit to the listing in public search through the app on the standby.
    const searchLag: number[] = [];
    for (let i = 0; i < samples; i++) {
      const word = `lagword${String.fromCharCode(97 + (i % 26))}${i}x`;
      await seedListings(primary, [{ name: `Search lag ${word}`, lat: 41, lng: -74 }]);
      const committed = performance.now();
      for (;;) {
        const res = await fetch(`${onStandby.url}/api/farms?q=${word}`);
        if (((await res.json()) as { items: unknown[] }).items.length) break;
        await sleep(2);
      }
      searchLag.push(performance.now() - committed);
    }
    const ms = (xs: number[]) => `median ${quantile(xs, 0.5).toFixed(1)} ms, p90 ${quantile(xs, 0.9).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`;
    console.log(`\nLoad average ${os.loadavg()[0].toFixed(1)}.`);
    console.log(`Replay lag (commit on the primary → replayed on the standby), ${samples} samples: ${ms(replayLag)}`);
    console.log(`Search lag (commit → in public search through the app on the standby, polled every 2 ms): ${ms(searchLag)}`);

    console.log(`\n${durationMs / 1000} s per line, ${connections} connections. Load average ${os.loadavg()[0].toFixed(1)}.\n`);
    console.log('endpoint'.padEnd(24) + ['primary req/s', 'p99 ms', 'standby req/s', 'p99 ms'].map((c) => c.padStart(16)).join(''));
    const all = scenarios(benchCenters(Math.ceil(count / 400)), rng(99));
    for (const s of all.filter((x) => ['near + radius 25 mi', 'near + open=now', 'map z7 (state)'].includes(x.name))) {
      const a = await load(onPrimary.port, s.urls);
      const b = await load(onStandby.port, s.urls);
      console.log(s.name.padEnd(24) + [a.rps.toFixed(0), a.p99.toFixed(1), b.rps.toFixed(0), b.p99.toFixed(1)].map((c) => c.padStart(16)).join(''));
    }
    console.log(
      `\nLoad average at the end ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (1, 5, 15 min).`,
    );
  } finally {
    await Promise.all([onPrimary.kill(), onStandby.kill()]);
  }
} finally {
  await Promise.all([primary.$client.end(), standby.$client.end()]);
  await pair.destroy();
}
