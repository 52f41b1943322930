import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../server/db/embedded.js';

export interface BenchDatabase {
  url: string;
  label: string;
  close(): Promise<void>;
}

/** A database name given on the command line (--database): each engineer's own on a shared server. */
export function databaseName(args: string[], fallback: string): string {
  const i = args.indexOf('--database');
  const name = i >= 0 ? args[i + 1] : fallback;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Not a database name: ${name}`);
  return name;
}

/**
 * The embedded PostgreSQL in a temp dir, or a database `name` created on the server of DATABASE_URL (and
 * dropped afterwards unless `keep`; `reuse` opens one kept by an earlier run, as it is).
 */
export async function openBenchDatabase(name: string, { keep = false, reuse = false } = {}): Promise<BenchDatabase> {
  const server = process.env.DATABASE_URL;
  if (!server) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-bench-'));
    const embedded = await startEmbeddedDatabase(dir);
    return { url: embedded.url, label: 'embedded PostgreSQL 18', close: async () => (await embedded.stop(), fs.rmSync(dir, { recursive: true, force: true })) };
  }
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: server });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  if (!reuse) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name} TEMPLATE template0`);
  }
  return {
    url: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    label: `PostgreSQL at ${new URL(server).host}`,
    close: async () => (keep ? undefined : admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
