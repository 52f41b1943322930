import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** The channel every app process LISTENs on for the pages to forget (page-cache.signal.ts, decision 066). */
export const PAGE_CACHE_CHANNEL = 'fsf_page_cache';

/**
 * Tells every process (this one included) to forget the pages showing `tags`. In a transaction, PostgreSQL sends it
 * when that commits, and never on a rollback: no process renders the page again before the change is visible.
 */
export async function notifyPages(db: DbOrTx, tags: string[]) {
  if (tags.length) await db.execute(sql`SELECT pg_notify(${PAGE_CACHE_CHANNEL}, ${tags.join(' ')})`);
}
