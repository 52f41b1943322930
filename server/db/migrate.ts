import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Finds a folder next to the source file, or next to the bundled server (dist/server). */
function resolveDir(name: string) {
  for (const candidate of [path.join(here, name), path.join(here, '..', '..', 'server', 'db', name)]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`Cannot find server/db/${name}`);
}

/**
 * Extensions and SQL functions come first (drizzle's migrations reference them in indexes), then drizzle's
 * migrations. Everything in sql/ is idempotent. A lock keeps several processes starting at once from racing.
 */
export async function runMigrations(db: Db) {
  const client = await db.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    const sqlDir = resolveDir('sql');
    for (const file of fs
      .readdirSync(sqlDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()) {
      await client.query(fs.readFileSync(path.join(sqlDir, file), 'utf8'));
    }
    await migrate(db, { migrationsFolder: resolveDir('migrations') });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}
