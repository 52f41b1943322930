import type { Config } from '../config/env.js';
import { createDb, type Db } from './client.js';
import { attachOrStartEmbedded, startEmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrate.js';

export interface Database {
  db: Db;
  /** Where public search and the map read: the replica of DATABASE_READ_URL, or `db` itself. */
  readDb: Db;
  embedded: boolean;
  close(): Promise<void>;
}

/**
 * DATABASE_URL when set; otherwise the embedded PostgreSQL under DATA_DIR. Migrated before use.
 * `command`: a command run beside the app (admin:create, import…) uses the app's live embedded server and leaves it
 * running (decision 052); the app itself refuses a directory another live process serves.
 */
export async function openDatabase(config: Config, log: (msg: string) => void = () => {}, { command = false } = {}): Promise<Database> {
  const embedded = config.databaseUrl ? null : command ? await attachOrStartEmbedded(config.dataDir, log) : await startEmbeddedDatabase(config.dataDir, log);
  const db = createDb(config.databaseUrl ?? embedded!.url, config.databaseUrl ? config.databasePoolSize : 10);
  try {
    await runMigrations(db);
  } catch (err) {
    await db.$client.end().catch(() => {});
    await embedded?.stop();
    throw err;
  }
  // A replica that stopped answering is given up on within a second: its reads go to the primary (decision 056).
  const readDb = config.databaseReadUrl ? createDb(config.databaseReadUrl, config.databasePoolSize, { connectTimeoutMs: 1_000 }) : db;
  return {
    db,
    readDb,
    embedded: !!embedded,
    async close() {
      if (readDb !== db) await readDb.$client.end().catch(() => {});
      await db.$client.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
