import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config/env.js';
import { enqueueJob } from '../../lib/jobs/index.js';
import { createListing, nonce, seedListings } from '../../modules/farms/test-fixtures.js';
import { as, ORIGIN, PASSWORD, registerUser, rememberDatabase, TEST_ENV, type TestUser } from '../../test/helpers.js';
import { createDb } from '../client.js';
import { startEmbeddedDatabase } from '../embedded.js';
import { runMigrations } from '../migrate.js';
import { farmPhotos } from '../schema/index.js';
import { createMigratedDatabase, dropDatabase } from '../../test/databases.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';
import { pgTool } from './pg-tools.js';

/**
 * npm run db:backup / db:restore (decision 057), round trips on real servers: a database with listings, accounts,
 * a photo (its row and its file), a message and queued jobs is backed up, restored into a fresh database, and the app
 * started on the copy finds all of it, with every index of the original and the spatial index used by search.
 * A server's dump (PostgreSQL 15, pg_dump 15) goes into a new database on 15 and into a new embedded 18; the embedded
 * database's own backup (its files, taken while it runs) comes back as an embedded database.
 */
const MACHINE = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const machineMajor = await (async () => {
  const c = new pg.Client({ connectionString: MACHINE, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    const { rows } = await c.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
    pgTool('pg_dump', Math.floor(Number(rows[0].v) / 10_000));
    return Math.floor(Number(rows[0].v) / 10_000);
  } catch {
    return null; // no server, or no pg_dump for it: skipped with a note
  } finally {
    await c.end().catch(() => {});
  }
})();

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-backup-test-'));
if (process.getuid?.() === 0) fs.chmodSync(root, 0o755); // the embedded servers run as the postgres user
const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
const names = [`fsf_bk_src_${suffix}`, `fsf_bk_dst_${suffix}`];
afterAll(async () => {
  if (machineMajor) for (const n of names) await dropDatabase(MACHINE, n);
  fs.rmSync(root, { recursive: true, force: true });
});

interface Fixture {
  word: string;
  farmer: TestUser;
  consumer: TestUser;
  listingId: number;
  photoKey: string;
  indexes: string[];
}

const configFor = (env: Record<string, string>) => loadConfig({ ...TEST_ENV, ...env });

async function withApp<T>(url: string, uploadsDir: string, work: (app: Awaited<ReturnType<typeof buildApp>>, db: ReturnType<typeof createDb>) => Promise<T>) {
  const db = createDb(url, 4);
  const app = await buildApp({ config: configFor({ UPLOADS_DIR: uploadsDir }), db });
  rememberDatabase(app, db);
  try {
    return await work(app, db);
  } finally {
    await app.close();
    await db.$client.end();
  }
}

async function indexNames(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ name: string }>(`SELECT tablename || '.' || indexname AS name FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`);
    return rows.map((r) => r.name);
  } finally {
    await c.end();
  }
}

/** What people put in: a farmer's listing with a photo, a consumer's message to them (which queues jobs), 300 more listings. */
async function fill(url: string, uploadsDir: string): Promise<Fixture> {
  return withApp(url, uploadsDir, async (app, db) => {
    const word = nonce();
    const farmer = await registerUser(app, 'farmer');
    const consumer = await registerUser(app, 'consumer');
    const listing = await createListing(app, farmer, { name: `Backed up ${word}`, lat: 40.2, lng: -74.8 });
    const photoId = crypto.randomUUID();
    const photoKey = `photos/ab/${photoId}-large.webp`;
    fs.mkdirSync(path.join(uploadsDir, 'photos', 'ab'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, photoKey), 'not really a webp, but bytes to keep');
    await db
      .insert(farmPhotos)
      .values({ id: photoId, farmId: listing.id, position: 0, width: 800, height: 600, thumbKey: photoKey, mediumKey: photoKey, largeKey: photoKey });
    const sent = await as(app, consumer)({ method: 'POST', url: `/api/messages/${farmer.id}`, payload: { body: `Are the peaches in? ${word}` } });
    expect(sent.statusCode, sent.body).toBe(201);
    await enqueueJob(db, { kind: 'backup.test', payload: { word }, runAt: new Date(Date.now() + 3_600_000) });
    await seedListings(
      db,
      Array.from({ length: 300 }, (_, i) => ({ name: `Filler ${i}`, lat: 40 + (i % 20) * 0.05, lng: -75 + Math.floor(i / 20) * 0.05 })),
    );
    return { word, farmer, consumer, listingId: listing.id, photoKey, indexes: await indexNames(url) };
  });
}

/** The app on the restored copy finds everything, and search walks the spatial index. */
async function expectRestored(url: string, uploadsDir: string, f: Fixture) {
  expect(await indexNames(url)).toEqual(f.indexes);
  await withApp(url, uploadsDir, async (app, db) => {
    const search = await as(app, null)({ method: 'GET', url: `/api/farms?near=40.2,-74.8&radius=5&q=${f.word}` });
    expect(search.json().items.map((i: { id: number }) => i.id)).toEqual([f.listingId]);
    const detail = await as(app, null)({ method: 'GET', url: `/api/farms/${f.listingId}` });
    const photo = detail.json().photos[0];
    expect(photo.large).toBe(`/uploads/${f.photoKey}`);
    expect(fs.readFileSync(path.join(uploadsDir, f.photoKey), 'utf8')).toBe('not really a webp, but bytes to keep');
    // Accounts: the password's hash came back, and so did the conversation.
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: ORIGIN },
      payload: { email: f.consumer.email, password: PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const thread = await as(app, f.farmer)({ method: 'GET', url: `/api/messages/${f.consumer.id}/history` });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(JSON.stringify(thread.json())).toContain(`Are the peaches in? ${f.word}`);
    const jobs = await db.$client.query(`SELECT kind, status FROM jobs WHERE payload->>'word' = $1`, [f.word]);
    expect(jobs.rows).toEqual([{ kind: 'backup.test', status: 'queued' }]);
    expect((await db.$client.query(`SELECT count(*)::int AS n FROM jobs WHERE kind = 'email.send' OR kind = 'push.send'`)).rows[0].n).toBeGreaterThan(0);
    await db.$client.query('ANALYZE farms'); // a restore leaves statistics to autovacuum
    const plan = await db.$client.query(
      `EXPLAIN SELECT id FROM farms f WHERE status = 'published' ORDER BY fsf_earth(f.lat, f.lng) <-> fsf_earth(40.2, -74.8) LIMIT 5`,
    );
    expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index Scan using farms_earth_idx/);
  });
}

describe.skipIf(!machineMajor)('db:backup and db:restore of a server (DATABASE_URL)', () => {
  it('a pg_dump backup restores into a new database on the same PostgreSQL and into a new embedded PostgreSQL 18', async () => {
    const [src, dst] = names;
    const srcUrl = await createMigratedDatabase(MACHINE, src);
    const uploads = path.join(root, 'server-uploads');
    const fixture = await fill(srcUrl, uploads);
    const file = path.join(root, 'server.backup');
    const manifest = await createBackup(configFor({ DATABASE_URL: srcUrl, UPLOADS_DIR: uploads }), file);
    expect(manifest).toMatchObject({ kind: 'dump', serverMajor: machineMajor, uploads: true });

    // Into a new, empty database on the same server…
    const dstUrl = Object.assign(new URL(MACHINE), { pathname: `/${dst}` }).toString();
    const c = new pg.Client({ connectionString: MACHINE });
    await c.connect();
    await c.query(`CREATE DATABASE ${dst} TEMPLATE template0`);
    await c.end();
    const restoredUploads = path.join(root, 'restored-uploads');
    const result = await restoreBackup(configFor({ DATABASE_URL: dstUrl, UPLOADS_DIR: restoredUploads }), file);
    expect(result.counts).toEqual(manifest.counts);
    await expectRestored(dstUrl, restoredUploads, fixture);
    // …which is not overwritten by a second restore.
    await expect(restoreBackup(configFor({ DATABASE_URL: dstUrl, UPLOADS_DIR: restoredUploads }), file)).rejects.toThrow(/not empty/);

    // …and as a new embedded database (PostgreSQL 18): moving from a server to one process.
    const dataDir = path.join(root, 'from-server');
    await restoreBackup(configFor({ DATA_DIR: dataDir, UPLOADS_DIR: path.join(dataDir, 'uploads') }), file);
    const embedded = await startEmbeddedDatabase(dataDir);
    try {
      await expectRestored(embedded.url, path.join(dataDir, 'uploads'), fixture);
    } finally {
      await embedded.stop();
    }
  }, 240_000);
});

describe('db:backup and db:restore of the embedded database', () => {
  it('backs up the running embedded database (its files, online) and restores it as the embedded database elsewhere', async () => {
    const srcDir = path.join(root, 'embedded-src');
    const source = await startEmbeddedDatabase(srcDir, () => {}, { throwaway: true });
    let fixture: Fixture;
    const file = path.join(root, 'embedded.backup');
    try {
      const db = createDb(source.url, 2);
      await runMigrations(db);
      await db.$client.end();
      fixture = await fill(source.url, path.join(srcDir, 'uploads'));
      // Beside the running app's database: the command connects to it, it does not start a second one.
      const manifest = await createBackup(configFor({ DATA_DIR: srcDir }), file);
      expect(manifest).toMatchObject({ kind: 'data-directory', serverMajor: 18, uploads: true });
      // Still running, and still writable, after the backup.
      const c = new pg.Client({ connectionString: source.url });
      await c.connect();
      await c.query(`UPDATE farms SET name = name WHERE id = $1`, [fixture.listingId]);
      await c.end();
    } finally {
      await source.stop();
    }

    const dstDir = path.join(root, 'embedded-dst');
    fs.mkdirSync(path.join(dstDir, 'pg'), { recursive: true });
    fs.writeFileSync(path.join(dstDir, 'pg', 'old-file'), 'what was there before');
    const result = await restoreBackup(configFor({ DATA_DIR: dstDir }), file);
    expect(result.keptAside.some((d) => fs.existsSync(path.join(d, 'old-file')))).toBe(true);
    const restored = await startEmbeddedDatabase(dstDir);
    try {
      await expectRestored(restored.url, path.join(dstDir, 'uploads'), fixture!);
      // A restore into a running embedded database is refused: it would pull the files from under it.
      await expect(restoreBackup(configFor({ DATA_DIR: dstDir }), file)).rejects.toThrow(/running: stop the app/);
    } finally {
      await restored.stop();
    }
  }, 240_000);
});
