import type { Db } from '../../db/client.js';

/** The readiness probe's one query: throws when the database does not answer. */
export async function pingDatabase(db: Db) {
  await db.$client.query('SELECT 1');
}
