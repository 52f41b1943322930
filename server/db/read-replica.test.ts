import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { as, registerUser, rememberDatabase } from '../test/helpers.js';
import { createListing, nonce, seedListings } from '../modules/farms/test-fixtures.js';
import { createDb } from './client.js';
import { createMigratedDatabase, dropDatabase } from '../test/databases.js';

/**
 * DATABASE_READ_URL: public search and the map read from the replica, everything else from DATABASE_URL.
 * A real streaming replica cannot be started here, so the "replica" is a second database with different
 * rows: what each endpoint answers shows which database it read.
 */
const primaryUrl = inject('databaseUrl');
const replicaName = `fsf_replica_${process.pid}_${Date.now()}`;
const replicaUrl = await createMigratedDatabase(primaryUrl, replicaName);
const primary = createDb(primaryUrl, 2);
const replica = createDb(replicaUrl, 2);
const config = loadConfig({ NODE_ENV: 'test', APP_ORIGIN: 'http://localhost:5000', DATA_DIR: '/tmp/fsf-test-data', LOG_LEVEL: 'silent' });
const app = await buildApp({ config, db: primary, readDb: replica });
rememberDatabase(app, primary);
afterAll(async () => {
  await app.close();
  await Promise.all([primary.$client.end(), replica.$client.end()]);
  await dropDatabase(primaryUrl, replicaName);
});

describe('DATABASE_READ_URL', () => {
  it('is read with DATABASE_URL only (the embedded database has no replica)', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'postgres://replica/app' }).databaseReadUrl).toBe('postgres://replica/app');
    expect(loadConfig({ DATABASE_READ_URL: 'postgres://replica/app' }).databaseReadUrl).toBeUndefined();
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/app', DATABASE_READ_URL: 'not a url' })).toThrow(/DATABASE_READ_URL/);
  });

  it('search and the map read the replica; the owner’s own list and writes use the primary', async () => {
    const word = nonce();
    await seedListings(replica, [{ name: `Replica ${word}`, lat: 43.1, lng: -89.4 }]);
    await seedListings(primary, [{ name: `Primary ${word}`, lat: 43.1, lng: -89.4 }]);
    const farmer = await registerUser(app, 'farmer');
    const own = await createListing(app, farmer, { name: `Mine ${word}` });

    const search = await as(app, null)({ method: 'GET', url: `/api/farms?q=${word}&sort=name` });
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json().items.map((f: { name: string }) => f.name)).toEqual([`Replica ${word}`]);

    const map = await as(app, null)({ method: 'GET', url: `/api/farms/map?bbox=-90,42,-88,44&zoom=12&q=${word}` });
    expect(map.statusCode, map.body).toBe(200);
    expect(map.json().features.map((f: { properties: { name?: string } }) => f.properties.name)).toEqual([`Replica ${word}`]);

    const mine = await as(app, farmer)({ method: 'GET', url: '/api/farms/mine' });
    expect(mine.json().items.map((f: { id: number }) => f.id)).toEqual([own.id]);
    const detail = await as(app, null)({ method: 'GET', url: `/api/farms/${own.id}` });
    expect(detail.statusCode).toBe(200);
  });
});
