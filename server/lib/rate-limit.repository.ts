import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** The rate_limits table's SQL (docs/architecture.md: SQL only in *.repository.ts); rate-limit.ts decides. */

/** Counts one hit against a fixed window: one upsert, atomic across processes without a lock. */
export async function bumpCounter(db: Db, key: string, windowSeconds: number): Promise<{ count: number; retry: number }> {
  const { rows } = await db.$client.query<{ count: number; retry: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END
     RETURNING count, extract(epoch FROM reset_at - now())::float8 AS retry`,
    [key, windowSeconds],
  );
  return rows[0];
}

/** The window's count so far and seconds left, or nothing once it is over. */
export async function peekCounter(db: Db, key: string): Promise<{ count: number; retry: number } | undefined> {
  const { rows } = await db.$client.query<{ count: number; retry: number }>(
    `SELECT count, extract(epoch FROM reset_at - now())::float8 AS retry FROM rate_limits WHERE key = $1 AND reset_at > now()`,
    [key],
  );
  return rows[0];
}

export async function deleteCounter(db: Db, key: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

export async function deleteExpiredCounters(db: Db) {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
}
