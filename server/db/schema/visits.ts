import { bigint, boolean, date, doublePrecision, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/** A check-in at a listing: at most one per user, listing and local day (the listing's own zone). */
export const visits = pgTable(
  'visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    /** The date at the listing when the visit was logged: what "one per day" and seasons are counted on. */
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** Within 500 m of the listing by the browser's position. */
    verified: boolean('verified').notNull(),
    distanceM: doublePrecision('distance_m'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visits_user_farm_day_idx').on(t.userId, t.farmId, t.localDate), index('visits_user_time_idx').on(t.userId, t.createdAt)],
);

export type VisitRow = typeof visits.$inferSelect;
