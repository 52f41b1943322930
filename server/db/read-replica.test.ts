import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { farmInput, nonce, seedListings } from '../modules/farms/test-fixtures.js';
import { WROTE_COOKIE } from '../plugins/read-your-writes.js';
import { as, registerUser, rememberDatabase, TEST_ENV, type TestUser } from '../test/helpers.js';
import { replicaBinaries, startReplicaPair, type ReplicaPair } from '../test/replica-servers.js';
import { createDb, type Db } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * DATABASE_READ_URL on a real streaming standby (decision 056): a primary and a standby made with
 * `pg_basebackup -R`, both on loopback. Pausing the standby's WAL replay (`pg_wal_replay_pause()`) freezes it at a
 * known point, so what an answer contains shows which server answered, without any timing.
 */
const bin = replicaBinaries();
const WORD_NEAR = { lat: 43.1, lng: -89.4 };
let pair: ReplicaPair;
let primary: Db;
let standby: Db;
let app: FastifyInstance;

/** A second app on the same servers that gives up on a replica 400 ms behind. */
let strictApp: FastifyInstance;

const build = async (maxLagMs: number) => {
  const config = loadConfig({ ...TEST_ENV, DATABASE_READ_MAX_LAG_MS: String(maxLagMs) });
  const built = await buildApp({ config, db: primary, readDb: standby });
  rememberDatabase(built, primary);
  return built;
};

beforeAll(async () => {
  if (!bin) return;
  pair = await startReplicaPair(bin);
  primary = createDb(pair.primaryUrl, 4);
  await runMigrations(primary); // the standby gets the schema through the WAL, as it gets everything
  standby = createDb(pair.standbyUrl, 4, { connectTimeoutMs: 1_000 });
  app = await build(120_000);
  strictApp = await build(400);
}, 120_000);

afterAll(async () => {
  if (!bin) return;
  await Promise.all([app?.close(), strictApp?.close()]);
  await Promise.all([primary?.$client.end(), standby?.$client.end().catch(() => {})]);
  await pair?.destroy();
});

const replay = async (state: 'pause' | 'resume') => {
  await standby.$client.query(`SELECT pg_wal_replay_${state}()`);
  await vi.waitFor(
    async () => {
      const { rows } = await standby.$client.query<{ s: string }>('SELECT pg_get_wal_replay_pause_state() AS s');
      expect(rows[0].s).toBe(state === 'pause' ? 'paused' : 'not paused');
    },
    { timeout: 10_000 },
  );
};

const names = async (target: FastifyInstance, word: string, cookie?: string) => {
  const res = await target.inject({ method: 'GET', url: `/api/farms?q=${word}&sort=name`, headers: cookie ? { cookie } : {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((f: { name: string }) => f.name) as string[];
};
const mapNames = async (target: FastifyInstance, word: string) => {
  const res = await target.inject({ method: 'GET', url: `/api/farms/map?bbox=-90,42,-88,44&zoom=12&q=${word}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().features.map((f: { properties: { name?: string } }) => f.properties.name) as string[];
};
const readyz = async (target: FastifyInstance) => {
  const res = await target.inject({ method: 'GET', url: '/readyz' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { status: string; replica?: string };
};
const replicaState = (target: FastifyInstance, state: string, timeout = 10_000) =>
  vi.waitFor(async () => expect((await readyz(target)).replica).toBe(state), { timeout, interval: 100 });

/** Publishes a listing as `farmer`; returns the cookies the answer set (the session and the write's position). */
async function publish(farmer: TestUser, name: string) {
  const created = await as(app, farmer)({ method: 'POST', url: '/api/farms', payload: farmInput({ name, ...WORD_NEAR }) });
  expect(created.statusCode, created.body).toBe(201);
  const published = await as(app, farmer)({ method: 'PATCH', url: `/api/farms/${created.json().id}`, payload: { status: 'published' } });
  expect(published.statusCode, published.body).toBe(200);
  const wrote = published.cookies.find((c) => c.name === WROTE_COOKIE);
  expect(wrote?.value).toMatch(/^[0-9A-F]+\/[0-9A-F]+~\d+$/);
  return `${farmer.cookie}; ${WROTE_COOKIE}=${wrote!.value}`;
}

describe.skipIf(!bin)('a streaming replica (DATABASE_READ_URL)', () => {
  it('search and the map read the standby; the owner reads their own write at once; the rest see it once it is replayed', async () => {
    const farmer = await registerUser(app, 'farmer');
    const word = nonce();
    await replay('pause');
    let cookie: string;
    try {
      cookie = await publish(farmer, `Replica ${word}`);
      // The primary has it, the paused standby not: the public reads went to the standby.
      // Not in the answer (a word no listing the standby has is matched by spelling to the closest other words, such as
      // another test's nonce: the answer need not be empty).
      expect(await names(app, word)).not.toContain(`Replica ${word}`);
      expect(await mapNames(app, word)).not.toContain(`Replica ${word}`);
      // Its owner, with the position of their write, reads the primary; the same account without it (another device
      // that made no write) reads the standby like everyone else.
      expect(await names(app, word, cookie)).toEqual([`Replica ${word}`]);
      expect(await names(app, word, farmer.cookie)).not.toContain(`Replica ${word}`);
      expect((await readyz(app)).replica).toBe('up');
    } finally {
      await replay('resume');
    }
    const resumed = Date.now();
    await vi.waitFor(async () => expect(await names(app, word)).toEqual([`Replica ${word}`]), { timeout: 15_000, interval: 20 });
    console.log(`replica: a published listing reached public search ${Date.now() - resumed} ms after replay resumed`);
    expect(await mapNames(app, word)).toEqual([`Replica ${word}`]);
    expect(await names(app, word, cookie)).toEqual([`Replica ${word}`]);
  });

  it('a listing published on the primary appears in public search once the standby replays it (the lag, measured)', async () => {
    const word = nonce();
    const started = Date.now();
    await seedListings(primary, [{ name: `Lag ${word}`, ...WORD_NEAR }]);
    await vi.waitFor(async () => expect(await names(app, word)).toEqual([`Lag ${word}`]), { timeout: 15_000, interval: 10 });
    console.log(
      `replica: primary commit to public search on the standby: ${Date.now() - started} ms (load ${(await import('node:os')).loadavg()[0].toFixed(1)})`,
    );
  });

  it('a standby further behind than DATABASE_READ_MAX_LAG_MS is read by nobody, until it catches up', async () => {
    const word = nonce();
    await replay('pause');
    try {
      await seedListings(primary, [{ name: `Behind ${word}`, ...WORD_NEAR }]);
      await replicaState(strictApp, 'lagging');
      expect(await names(strictApp, word)).toEqual([`Behind ${word}`]);
      expect(await names(app, word)).not.toContain(`Behind ${word}`); // 120 s allowed: still on the standby
    } finally {
      await replay('resume');
    }
    await replicaState(strictApp, 'up');
  });

  it('with the standby stopped, reads fall back to the primary at once and /readyz says so; when it is back, reads return to it', async () => {
    const word = nonce();
    await seedListings(primary, [{ name: `Fallback ${word}`, ...WORD_NEAR }]);
    await vi.waitFor(async () => expect(await names(app, word)).toEqual([`Fallback ${word}`]), { timeout: 15_000, interval: 20 });

    await pair.stopStandby();
    // The first read after the stop already answers, from the primary: no error, no wait for a health check.
    expect(await names(app, word)).toEqual([`Fallback ${word}`]);
    expect(await mapNames(app, word)).toEqual([`Fallback ${word}`]);
    await replicaState(app, 'down');
    const open = await app.inject({ method: 'GET', url: '/api/v1/listings?q=' + word });
    expect(open.statusCode, open.body).toBe(200);

    await pair.startStandby();
    await replicaState(app, 'up', 30_000);
    // Back on the standby: paused, it does not show what the primary gets next.
    const later = nonce();
    await replay('pause');
    try {
      await seedListings(primary, [{ name: `Later ${later}`, ...WORD_NEAR }]);
      expect(await names(app, later)).not.toContain(`Later ${later}`);
    } finally {
      await replay('resume');
    }
    await vi.waitFor(async () => expect(await names(app, later)).toEqual([`Later ${later}`]), { timeout: 15_000, interval: 20 });
  });
});

describe('DATABASE_READ_URL', () => {
  it('is read with DATABASE_URL only (the embedded database has no replica)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'postgres://replica/app' }).databaseReadUrl).toBe('postgres://replica/app');
    expect(loadConfig({ DATABASE_READ_URL: 'postgres://replica/app' }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'not a url' })).toThrow(/DATABASE_READ_URL/);
  });
});
