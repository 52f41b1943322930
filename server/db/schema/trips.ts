import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/** A named day trip: a date, a start point and departure time, and ordered stops (docs/product.md §3). */
export const trips = pgTable(
  'trips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Wall-clock 'HH:MM' in the start point's zone. */
    departAt: text('depart_at').notNull().default('09:00'),
    startLabel: text('start_label'),
    startLat: doublePrecision('start_lat'),
    startLng: doublePrecision('start_lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trips_user_date_idx').on(t.userId, t.date)],
);

export const tripStops = pgTable(
  'trip_stops',
  {
    tripId: uuid('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.farmId] }), index('trip_stops_farm_idx').on(t.farmId)],
);

export type TripRow = typeof trips.$inferSelect;
