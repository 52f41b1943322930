import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/**
 * A shopper's saved search choices (issue 33 point 2, decision 069): "I pay with SNAP" pre-selects `accepts=` on
 * /browse, /open-now, /in-season and the map when the address has none. One row per person, only once they save one.
 */
export const shopperPreferences = pgTable('shopper_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** `accepts` ids (common/farms/catalog.ts ACCEPTS). */
  paysWith: text('pays_with')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
