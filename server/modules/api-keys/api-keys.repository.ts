import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { apiKeys, type ApiKeyRow } from '../../db/schema/index.js';

/** The `api_keys` table: only the SHA-256 of each key is stored. */
export function apiKeysRepository(db: DbOrTx) {
  return {
    /** The user's newest keys, revoked ones included. */
    listFor: (userId: string, max: number): Promise<ApiKeyRow[]> =>
      db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(max),

    /** One account's key creations take turns until the transaction ends, so two at once cannot both pass the cap. */
    async lockUser(userId: string) {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('api_keys'), hashtext(${userId}))`);
    },

    async countActive(userId: string): Promise<number> {
      const [{ n }] = await db
        .select({ n: count() })
        .from(apiKeys)
        .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
      return n;
    },

    async insert(values: { userId: string; name: string; prefix: string; keyHash: string }): Promise<ApiKeyRow> {
      const [created] = await db.insert(apiKeys).values(values).returning();
      return created;
    },

    /** Revokes the user's key (keeping the first revocation time); false when they have no such key. */
    async revoke(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId)))
        .returning({ id: apiKeys.id });
      return rows.length > 0;
    },
  };
}

/**
 * The key in use with this hash, noting when it was last used: a row is rewritten only when last_used_at is a
 * minute old, not one new row version per call. On the pool (one statement), as every v1 call makes it.
 */
export async function useKeyByHash(db: Db, keyHash: string): Promise<{ id: string } | null> {
  const { rows } = await db.$client.query<{ id: string }>(
    // A suspended or deleted account's keys stop with its sessions (and work again if an admin lifts the suspension).
    `WITH k AS (SELECT k.id, k.last_used_at FROM api_keys k JOIN users u ON u.id = k.user_id
                 WHERE k.key_hash = $1 AND k.revoked_at IS NULL AND u.suspended_at IS NULL AND u.deleted_at IS NULL),
          seen AS (UPDATE api_keys SET last_used_at = now() FROM k
                    WHERE api_keys.id = k.id AND (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute'))
     SELECT id FROM k`,
    [keyHash],
  );
  return rows[0] ?? null;
}

/**
 * Revokes in bulk (docs/operations.md, "an API key leaked"): every key, an account's keys (by email), or the keys made
 * before an instant. Returns how many were in use.
 */
export async function revokeKeysInBulk(db: Db, which: { all: true } | { email: string } | { createdBefore: Date }): Promise<number> {
  const where =
    'all' in which
      ? { sql: 'TRUE', args: [] }
      : 'email' in which
        ? { sql: 'user_id IN (SELECT id FROM users WHERE lower(email) = lower($1))', args: [which.email] }
        : { sql: 'created_at < $1', args: [which.createdBefore.toISOString()] };
  const { rowCount } = await db.$client.query(`UPDATE api_keys SET revoked_at = now() WHERE revoked_at IS NULL AND ${where.sql}`, where.args);
  return rowCount ?? 0;
}
