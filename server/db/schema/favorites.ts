import { bigint, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/**
 * A user's saved listings. Favoriting also makes the user a follower of the listing: its farmer may message
 * them and their bulk messages reach them (docs/product.md §3 and §4).
 */
export const favorites = pgTable(
  'favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.farmId] }), index('favorites_farm_idx').on(t.farmId, t.createdAt)],
);
