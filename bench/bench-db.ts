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

export interface BenchDatabaseOptions {
  /** Leave the database (and an embedded server's directory) behind for a later --skip-load run. */
  keep?: boolean;
  /** Open one kept by an earlier run, as it is. */
  reuse?: boolean;
  /** The embedded server's directory (default: a new temp dir); --skip-load needs the one a --keep run printed. */
  dir?: string;
  /** Settings for the embedded server (e.g. shared_buffers); a DATABASE_URL server keeps its own. */
  settings?: Record<string, string>;
}

/**
 * A database `name` on the embedded PostgreSQL (in `dir` or a temp dir) or on the server of DATABASE_URL:
 * created fresh, or reused; dropped afterwards (with the embedded server's directory) unless `keep`.
 */
export async function openBenchDatabase(name: string, { keep = false, reuse = false, dir, settings }: BenchDatabaseOptions = {}): Promise<BenchDatabase> {
  let server = process.env.DATABASE_URL;
  let label = server ? `PostgreSQL at ${new URL(server).host}` : '';
  let stopServer = async () => {};
  if (!server) {
    if (reuse && !(dir && fs.existsSync(path.join(dir, 'pg', 'PG_VERSION'))))
      throw new Error('--skip-load on the embedded PostgreSQL needs --dir <the directory a --keep run printed>');
    const dataDir = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fsf-bench-'));
    const embedded = await startEmbeddedDatabase(dataDir, undefined, { settings });
    server = embedded.url;
    const shown = Object.entries(settings ?? {}).map(([k, v]) => `${k}=${v}`);
    label = `embedded PostgreSQL in ${dataDir}${shown.length ? ` (${shown.join(', ')})` : ''}`;
    stopServer = async () => {
      await embedded.stop();
      if (keep) console.log(`Kept the embedded database in ${dataDir} (--skip-load --dir ${dataDir}); remove the directory when done.`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const adminUrl = server;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(q).finally(() => c.end());
  };
  if (!reuse) {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${name} TEMPLATE template0`);
  }
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    label,
    close: async () => {
      if (!keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await stopServer();
    },
  };
}
