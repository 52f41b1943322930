import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config/env.js';
import { startEmbeddedDatabase } from '../embedded.js';

/** The database a command (backup, restore) works on, and how to let it go again. */
export interface CommandDatabase {
  url: string;
  /** The embedded database's directory (`DATA_DIR/pg`), or null with DATABASE_URL. */
  pgDir: string | null;
  close(): Promise<void>;
}

const EMBEDDED_CREDENTIALS = 'postgres:postgres';

/**
 * The embedded server that an app runs now on `pgDir`, from its postmaster.pid (pid, directory, start time, port…):
 * its URL, or null when none runs. A command beside a live app connects to it instead of starting (or stopping) it.
 */
export function liveEmbeddedUrl(pgDir: string): string | null {
  try {
    const lines = fs.readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
    const [pid, port] = [Number(lines[0]), Number(lines[3])];
    process.kill(pid, 0);
    return Number.isInteger(port) && port > 0 ? `postgres://${EMBEDDED_CREDENTIALS}@127.0.0.1:${port}/postgres` : null;
  } catch {
    return null; // no pid file, or its process is gone (a stale file the next start clears)
  }
}

/**
 * DATABASE_URL, or the embedded database: the live one when an app runs on it, else started for the command and
 * stopped after. The one place a command opens its database (issue 34 teaches startEmbeddedDatabase the same).
 */
export async function openCommandDatabase(config: Config): Promise<CommandDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, pgDir: null, close: async () => {} };
  const pgDir = path.join(config.dataDir, 'pg');
  const live = liveEmbeddedUrl(pgDir);
  if (live) return { url: live, pgDir, close: async () => {} };
  const started = await startEmbeddedDatabase(config.dataDir);
  return { url: started.url, pgDir, close: () => started.stop() };
}
