import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Keys for the open-data API (`/api/v1`, decision 036). The key is a random token shown once; only its SHA-256 is
 * stored (a database leak gives no working key), with its first characters so its owner can recognise it.
 * A revoked key stays listed (revokedAt) so that its owner sees what stopped working and when.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters (`fsf_live_ab12cd`), shown in the list: never enough to use it. */
    prefix: text('prefix').notNull(),
    /** sha256(key), hex. */
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.keyHash), index('api_keys_user_idx').on(t.userId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
