import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farms } from './farms.js';
import { notifications } from './notifications.js';
import { users } from './users.js';

/**
 * "Tell me when strawberries are available within 10 mi of home" (docs/product.md §9). The word is matched the way
 * `available=` matches (the typo-tolerant tsquery of farms/search/text-search.ts, kept in `query`); the place
 * is a point, so the alerts around a listing are one GiST box probe.
 */
export const productAlerts = pgTable(
  'product_alerts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The word as the user typed it ("strawberries"), shown back to them. */
    product: text('product').notNull(),
    /** buildTsQuery(product) when the alert was made or renewed. */
    query: text('query').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** "Home", "Kingston, NY", "12401": how the place reads back. */
    placeLabel: text('place_label').notNull(),
    radius: doublePrecision('radius').notNull(),
    unit: text('unit', { enum: ['mi', 'km'] }).notNull(),
    /** The radius in metres, the unit every distance in SQL is in. */
    radiusM: doublePrecision('radius_m').notNull(),
    /** Six months after it was made or last renewed: an alert nobody renews stops firing. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The credential of the alert's one-click email unsubscribe link (RFC 8058). */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    /** `available`: told when a matching product is marked available; `good-picking`: only when a matching crop's picking
     * becomes good or excellent (issue 32 point 1, decision 067). */
    wants: text('wants', { enum: ['available', 'good-picking'] })
      .notNull()
      .default('available'),
    /** Also told a week before the crop usually starts around the place, and of its first availability of the season
     * (issue 32 point 3, decision 068). */
    headsUp: boolean('heads_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_alerts_user_idx').on(t.userId, t.id),
    uniqueIndex('product_alerts_token_idx').on(t.unsubscribeToken),
    // "Which alerts' places are near this listing": a box around the listing on the same fsf_earth GiST as farms.
    index('product_alerts_earth_idx').using('gist', sql`fsf_earth(${t.lat}, ${t.lng})`),
  ],
);

/**
 * One row per alert, listing and day (the listing's own calendar day) an alert was delivered: inserted in the
 * transaction that writes the notification, so a retried job never tells anyone twice.
 */
export const productAlertDeliveries = pgTable(
  'product_alert_deliveries',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => productAlerts.id, { onDelete: 'cascade' }),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.farmId, t.day] }), index('product_alert_deliveries_farm_idx').on(t.farmId)],
);

/**
 * What a heads-up alert was told in a season (a calendar year, as the usual season's, decision 063): the week-before
 * heads-up and the first availability nearby, each claimed once per alert and season by this row's primary key, in
 * the transaction that writes the notification (decision 068).
 */
export const productAlertSeasonNotices = pgTable(
  'product_alert_season_notices',
  {
    alertId: bigint('alert_id', { mode: 'number' })
      .notNull()
      .references(() => productAlerts.id, { onDelete: 'cascade' }),
    season: integer('season').notNull(),
    kind: text('kind', { enum: ['heads-up', 'first-available'] }).notNull(),
    notificationId: bigint('notification_id', { mode: 'number' }).references(() => notifications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.season, t.kind] }),
    check('product_alert_season_notices_kind', sql`${t.kind} IN ('heads-up', 'first-available')`),
  ],
);

export type ProductAlertRow = typeof productAlerts.$inferSelect;
