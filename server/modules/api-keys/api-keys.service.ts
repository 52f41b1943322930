import crypto from 'node:crypto';
import { msg } from '@common/i18n/keys.js';
import { API_KEY_LIMITS, type ApiKey, type ApiKeyCreated, type ApiKeyList } from '@common/schemas/open-data.js';
import type { Db } from '../../db/client.js';
import type { ApiKeyRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, withValues } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import { apiKeysRepository, useKeyByHash } from './api-keys.repository.js';

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
  const keys = apiKeysRepository(db);
  return {
    async list(user: Actor): Promise<ApiKeyList> {
      const rows = await keys.listFor(user.id, LISTED);
      return { items: rows.map(present), limit: API_KEY_LIMITS.perUser };
    },

    /** A new key: 32 random bytes, shown this once; only its SHA-256 is kept. */
    async create(user: Actor, input: { name: string }): Promise<ApiKeyCreated> {
      await limit(db, 'apiKeysCreate', user.id);
      const secret = KEY_PREFIX + crypto.randomBytes(32).toString('base64url');
      const row = await db.transaction(async (tx) => {
        const txKeys = apiKeysRepository(tx);
        // One account's key creations take turns, so two at once cannot both pass the cap.
        await txKeys.lockUser(user.id);
        const n = await txKeys.countActive(user.id);
        const tooMany = withValues('apiKeys:errors.tooMany', { max: API_KEY_LIMITS.perUser });
        if (n >= API_KEY_LIMITS.perUser) throw conflict(tooMany);
        return txKeys.insert({ userId: user.id, name: input.name, prefix: secret.slice(0, SHOWN), keyHash: hashKey(secret) });
      });
      return { key: present(row), secret };
    },

    /** Revokes one of the caller's keys at once; someone else's key does not exist for them (404). */
    async revoke(user: Actor, id: string): Promise<void> {
      if (!(await keys.revoke(user.id, id))) throw notFound(msg('apiKeys:errors.notFound'));
    },

    /** The key a v1 call presents, if it is one in use; notes when it was last used (at most once a minute). */
    async authenticate(secret: string): Promise<{ id: string } | null> {
      if (!secret.startsWith(KEY_PREFIX) || secret.length > 100) return null;
      return useKeyByHash(db, hashKey(secret));
    },
  };
}
