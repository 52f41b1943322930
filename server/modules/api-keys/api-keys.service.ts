import crypto from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { msg } from '@common/i18n/keys.js';
import { API_KEY_LIMITS, type ApiKey, type ApiKeyCreated, type ApiKeyList } from '@common/schemas/open-data.js';
import type { Db } from '../../db/client.js';
import { apiKeys, type ApiKeyRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, withValues } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';

/** Every key starts so: a secret scanner (or a person) can tell what leaked. */
export const KEY_PREFIX = 'fsf_';
/** How much of the key the list shows: 4 + 8 characters, 48 bits of the 256 — recognisable, useless alone. */
const SHOWN = KEY_PREFIX.length + 8;
/** The list shows the newest keys, revoked ones included, up to this many. */
const LISTED = 50;

export const hashKey = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

const present = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** API keys of the open-data API (decision 036): made, listed and revoked by their owner in account settings. */
export function apiKeysService(db: Db) {
  return {
    async list(user: Actor): Promise<ApiKeyList> {
      const rows = await db.select().from(apiKeys).where(eq(apiKeys.userId, user.id)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id)).limit(LISTED);
      return { items: rows.map(present), limit: API_KEY_LIMITS.perUser };
    },

    /** A new key: 32 random bytes, shown this once; only its SHA-256 is kept. */
    async create(user: Actor, input: { name: string }): Promise<ApiKeyCreated> {
      await limit(db, 'apiKeysCreate', user.id);
      const secret = KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        // One account's key creations take turns, so two at once cannot both pass the cap.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('api_keys'), hashtext(${user.id}))`);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(apiKeys)
          .where(and(eq(apiKeys.userId, user.id), isNull(apiKeys.revokedAt)));
        const tooMany = withValues('apiKeys:errors.tooMany', { max: API_KEY_LIMITS.perUser });
        if (n >= API_KEY_LIMITS.perUser) throw conflict(tooMany);
        const [created] = await tx
          .insert(apiKeys)
          .values({ userId: user.id, name: input.name, prefix: secret.slice(0, SHOWN), keyHash: hashKey(secret) })
          .returning();
        return created;
      });
      return { key: present(row), secret };
    },

    /** Revokes one of the caller's keys at once; someone else's key does not exist for them (404). */
    async revoke(user: Actor, id: string): Promise<void> {
      const [row] = await db
        .update(apiKeys)
        .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
        .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, user.id)))
        .returning({ id: apiKeys.id });
      if (!row) throw notFound(msg('apiKeys:errors.notFound'));
    },

    /** The key a v1 call presents, if it is one in use; notes when it was last used (at most once a minute). */
    async authenticate(secret: string): Promise<{ id: string } | null> {
      if (!secret.startsWith(KEY_PREFIX) || secret.length > 100) return null;
      // A row is rewritten only when last_used_at is a minute old: not one new row version per call.
      const { rows } = await db.$client.query<{ id: string }>(
        `WITH k AS (SELECT id, last_used_at FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL),
              seen AS (UPDATE api_keys SET last_used_at = now() FROM k
                        WHERE api_keys.id = k.id AND (k.last_used_at IS NULL OR k.last_used_at < now() - interval '1 minute'))
         SELECT id FROM k`,
        [hashKey(secret)],
      );
      return rows[0] ?? null;
    },
  };
}
