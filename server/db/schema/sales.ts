import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { users } from './users.js';

/** One line of a sale: the product as it was priced when the shopper took it. */
export interface SaleLine {
  productId: string;
  name: string;
  quantity: number;
  priceCents: number;
  unit: string | null;
}

/**
 * What a shopper at an honor-box stand said they took and paid (issue 33 point 3, decision 064): no money passes
 * through the app, and nothing here is the shopper's payment details. `device` and `network` are the stock marks'
 * keys (decision 034), kept so refuted sales can stop a device or network from moving stock (point 5).
 */
export const standSales = pgTable(
  'stand_sales',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    /** The phone's Idempotency-Key: a sale queued offline and sent again is recorded once. */
    idempotencyKey: text('idempotency_key').notNull(),
    items: jsonb('items').$type<SaleLine[]>().notNull(),
    /** What the farmer's prices add up to. */
    priceTotalCents: integer('price_total_cents').notNull(),
    /** What the shopper said they paid. */
    saidPaidCents: integer('said_paid_cents').notNull(),
    method: text('method').notNull(),
    device: text('device').notNull(),
    network: text('network').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The farmer said "not received" (point 5): kept, never deleted. */
    refutedAt: timestamp('refuted_at', { withTimezone: true }),
    refutedBy: uuid('refuted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('stand_sales_key_idx').on(t.farmId, t.idempotencyKey),
    index('stand_sales_farm_time_idx').on(t.farmId, t.createdAt),
    index('stand_sales_refuted_device_idx')
      .on(t.device)
      .where(sql`refuted_at IS NOT NULL`),
    index('stand_sales_refuted_network_idx')
      .on(t.network)
      .where(sql`refuted_at IS NOT NULL`),
  ],
);
export type StandSaleRow = typeof standSales.$inferSelect;

/**
 * A self-service listing's end-of-day summary (issue 33 point 4, decision 070): the minute of the day, in the
 * listing's time zone, the farmer picked (null: no summary), and the local day last told, so it is sent once a day.
 */
export const standSalesSettings = pgTable('stand_sales_settings', {
  farmId: bigint('farm_id', { mode: 'number' })
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  summaryMinute: smallint('summary_minute'),
  summarySentOn: date('summary_sent_on', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type StandSalesSettingsRow = typeof standSalesSettings.$inferSelect;
