import { afterAll, inject } from 'vitest';
import pg from 'pg';
import { createDb } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * A database of its own, on the run's test server, for a test whose job queue must not be shared: test files run
 * in parallel, and one file's job runner would otherwise work (or crash in the middle of) another file's jobs.
 */
export async function createIsolatedDatabase(label: string): Promise<string> {
  const base = new URL(inject('databaseUrl'));
  const name = `${base.pathname.slice(1)}_${label}`;
  const admin = new pg.Client({ connectionString: base.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 2);
  await runMigrations(db);
  await db.$client.end();
  afterAll(async () => {
    const c = new pg.Client({ connectionString: base.toString() });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await c.end();
  });
  return url.toString();
}
