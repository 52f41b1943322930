import { bigint, boolean, date, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PICKING_CONDITIONS } from '../../../common/limits.js';
import { farms, farmProducts } from './farms.js';
import { users } from './users.js';

/**
 * How the picking is at a u-pick (issue 32 point 1, decision 062): one word per person, product and local day (the
 * listing's zone), from its farmer or from a verified visitor at the field. The current picking is read from these rows
 * (fsf_picking_current, migration 0028): the newest that still counts, where a visitor never overrides the farmer's word
 * of the same day.
 */
export const pickingReports = pgTable(
  'picking_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => farmProducts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    by: text('by', { enum: ['farmer', 'visitor'] }).notNull(),
    condition: text('condition', { enum: PICKING_CONDITIONS }).notNull(),
    note: text('note'),
    /** Today's picking hours, the farmer's only ("08:00"–"12:00", the listing's local time); they hold for local_date. */
    hoursFrom: text('hours_from'),
    hoursUntil: text('hours_until'),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    reportedAt: timestamp('reported_at', { withTimezone: true }).notNull().defaultNow(),
    /** From the position sent; null for the farmer, or when a verified check-in that day stood for the position. */
    distanceM: doublePrecision('distance_m'),
    /** False for an account that does not weigh yet (decision 033): kept on record, moves nothing. */
    counted: boolean('counted').notNull(),
  },
  (t) => [
    uniqueIndex('picking_reports_day_idx').on(t.productId, t.userId, t.localDate),
    // The current picking of a listing: its rows of the last days, newest first.
    index('picking_reports_farm_idx').on(t.farmId, t.reportedAt.desc()),
  ],
);

export type PickingReportRow = typeof pickingReports.$inferSelect;
