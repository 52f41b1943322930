import { sql } from 'drizzle-orm';
import { bigint, boolean, date, doublePrecision, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { farms, farmProducts } from './farms.js';
import { users } from './users.js';
import { REPORT_KINDS } from '../../../common/schemas/listing-reports.js';
import { AVAILABILITY_SOURCES } from '../../../common/schemas/stand-stock.js';

/**
 * Listings people can trust (docs/product.md §9): what visitors found at a stand, what its sign was told, reports of
 * wrong information and farmers' claims of imported listings.
 */

/** "Was it open?": one answer per visitor, listing and local day (the listing's zone), from at the stand. */
export const listingConfirmations = pgTable(
  'listing_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    open: boolean('open').notNull(),
    /** Whether the listing's hours said open at that moment: "closed" only counts against the hours then. */
    hoursSaidOpen: boolean('hours_said_open').notNull(),
    /** From the position sent; null when a verified check-in that day stood for the position. */
    distanceM: doublePrecision('distance_m'),
    had: uuid('had')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    soldOut: uuid('sold_out')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull(),
    /**
     * The network it came from (IPv4 /24, IPv6 /64: confirmations/network.ts), not the address: a closed warning
     * needs answers from two networks (issue 29 point 3). Null for answers older than that rule.
     */
    network: text('network'),
    /** The owner answered the warning this answer was part of, or an admin cleared it: it counts no more. */
    refutedAt: timestamp('refuted_at', { withTimezone: true }),
    refutedBy: text('refuted_by', { enum: ['owner', 'admin'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // "Has this account's word been refuted before?" (a refuted visitor's answers weigh less).
    index('listing_confirmations_refuted_idx')
      .on(t.userId)
      .where(sql`refuted_at IS NOT NULL`),
    uniqueIndex('listing_confirmations_day_idx').on(t.farmId, t.userId, t.localDate),
    // "2 visitors found it closed today": the closed answers of a listing in the last day.
    index('listing_confirmations_closed_idx')
      .on(t.farmId, t.answeredAt)
      .where(sql`NOT open AND hours_said_open`),
  ],
);

/**
 * The last answer to a closed warning (issue 29 point 3): the owner's word ("we were open: the gate was on the side
 * road"), shown with the listing, or an admin's clearing. Each is in the audit log too.
 */
export const closedWarningAnswers = pgTable('closed_warning_answers', {
  farmId: bigint('farm_id', { mode: 'number' })
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  by: text('by', { enum: ['owner', 'admin'] }).notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull(),
  answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every availability mark of a product, by whom: the farmer's history ("sold out at 2:10 pm, by the sign"). */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    // The product may be deleted later: its name stays in the history.
    productId: uuid('product_id').references(() => farmProducts.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    available: boolean('available').notNull(),
    /** Whether it changed the product (false: confirmed what it already was). */
    changed: boolean('changed').notNull(),
    source: text('source', { enum: AVAILABILITY_SOURCES }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_changes_farm_idx').on(t.farmId, t.createdAt.desc(), t.id.desc())],
);

/** The token printed in a stand's sign (its QR code). Rotating retires the current one: old signs stop working. */
export const standSignTokens = pgTable(
  'stand_sign_tokens',
  {
    token: text('token').primaryKey(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stand_sign_tokens_current_idx')
      .on(t.farmId)
      .where(sql`retired_at IS NULL`),
  ],
);

/** An open question about a listing, one per kind at a time: a second reporter adds their voice to it. */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REPORT_KINDS }).notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolution: text('resolution', { enum: ['fixed', 'hidden', 'merged', 'dismissed'] }),
    /** The listing a duplicate was merged into. */
    mergedIntoId: bigint('merged_into_id', { mode: 'number' }).references(() => farms.id, { onDelete: 'set null' }),
    resolutionNote: text('resolution_note'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The listing owner's answer, shown with the report. */
    ownerReply: text('owner_reply'),
    ownerRepliedAt: timestamp('owner_replied_at', { withTimezone: true }),
    reporterCount: integer('reporter_count').notNull().default(0),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_reports_open_idx')
      .on(t.farmId, t.kind)
      .where(sql`status = 'open'`),
    index('listing_reports_status_idx').on(t.status, t.lastReportedAt),
  ],
);

/** Each person behind a report, with what they said. */
export const listingReportVoices = pgTable(
  'listing_report_voices',
  {
    reportId: uuid('report_id')
      .notNull()
      .references(() => listingReports.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('listing_report_voices_idx').on(t.reportId, t.userId)],
);

/** A farmer asks to take over an imported listing; an admin decides. */
export const listingClaims = pgTable(
  'listing_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    phone: text('phone'),
    website: text('website'),
    status: text('status', { enum: ['open', 'approved', 'refused'] })
      .notNull()
      .default('open'),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('listing_claims_open_idx')
      .on(t.farmId, t.userId)
      .where(sql`status = 'open'`),
    index('listing_claims_status_idx').on(t.status, t.createdAt),
  ],
);

export type ListingConfirmationRow = typeof listingConfirmations.$inferSelect;
export type StockChangeRow = typeof stockChanges.$inferSelect;
export type ListingReportRow = typeof listingReports.$inferSelect;
export type ListingClaimRow = typeof listingClaims.$inferSelect;
