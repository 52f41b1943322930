import path from 'node:path';
import type { Config } from '../../config/env.js';
import { attachOrStartEmbedded } from '../embedded.js';

/** The database a command (backup, restore) works on, and how to let it go again. */
export interface CommandDatabase {
  url: string;
  /** The embedded database's directory (`DATA_DIR/pg`), or null with DATABASE_URL. */
  pgDir: string | null;
  close(): Promise<void>;
}

/**
 * DATABASE_URL, or the embedded database: the live one when an app runs on it, else started for the command and
 * stopped after (server/db/embedded.ts `attachOrStartEmbedded`, the same mechanism every command uses: decision 052).
 */
export async function openCommandDatabase(config: Config): Promise<CommandDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, pgDir: null, close: async () => {} };
  const embedded = await attachOrStartEmbedded(config.dataDir);
  return { url: embedded.url, pgDir: path.join(config.dataDir, 'pg'), close: () => embedded.stop() };
}
