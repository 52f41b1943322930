import pg from 'pg';
import { createDb } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A fresh database named `name` on the server of `serverUrl`, migrated; returns its URL. */
export async function createMigratedDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE template0`);
  // A test database is dropped after the run: commits need not wait for the disk (the server's own setting is kept).
  await onServer(serverUrl, `ALTER DATABASE ${name} SET synchronous_commit = off`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), 2);
  await runMigrations(db);
  await db.$client.end();
  return url.toString();
}

export const dropDatabase = (serverUrl: string, name: string) => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
