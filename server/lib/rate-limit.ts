import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tooManyRequests } from './errors.js';

export interface Limit {
  /** What is limited and for whom, e.g. `login-ip:1.2.3.4`. */
  key: string;
  max: number;
  windowSeconds: number;
  message?: string;
}

/**
 * Counts one hit against a fixed window and throws a 429 (with Retry-After) once `max` is passed.
 * One upsert: atomic across processes without a lock.
 */
export async function hit(db: Db, limit: Limit): Promise<void> {
  const { rows } = await db.$client.query<{ count: number; retry: number }>(
    `INSERT INTO rate_limits (key, count, reset_at) VALUES ($1, 1, now() + make_interval(secs => $2))
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
       reset_at = CASE WHEN rate_limits.reset_at <= now() THEN now() + make_interval(secs => $2) ELSE rate_limits.reset_at END
     RETURNING count, extract(epoch FROM reset_at - now())::float8 AS retry`,
    [limit.key, limit.windowSeconds],
  );
  const row = rows[0];
  if (row.count > limit.max) throw tooManyRequests(row.retry, limit.message);
}

/** Forgets a key, e.g. the failed-login counter of an account after a successful login. */
export async function reset(db: Db, key: string) {
  await db.execute(sql`DELETE FROM rate_limits WHERE key = ${key}`);
}

export async function purgeExpired(db: Db) {
  await db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now()`);
}
