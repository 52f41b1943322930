import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** farms.card_photo: the first photo's fields a card needs (the columns of farm_photos, in camelCase). */
export interface CardPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  thumbKey: string;
  mediumKey: string;
  largeKey: string;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * Web Mercator position at zoom 24 (2^24 cells a side), the unit the map's grid clustering works in
 * (server/modules/farms/map/map-grid.ts has the same formulas in TypeScript). Generated, so every writer
 * (forms, imports, bulk loads) gets it right.
 */
const MERC_LAT = 'least(85.0511287798, greatest(-85.0511287798, lat))';
const mercX = sql.raw('least(16777215, greatest(0, floor((lng + 180.0) / 360.0 * 16777216)))::integer');
const mercY = sql.raw(
  `least(16777215, greatest(0, floor((1 - ln(tan(radians(${MERC_LAT})) + 1 / cos(radians(${MERC_LAT}))) / pi()) / 2 * 16777216)))::integer`,
);
const published = sql.raw(`status = 'published'`);

/** A listing: a place that sells food from farms (docs/product.md §1). */
export const farms = pgTable(
  'farms',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    kind: text('kind', { enum: ['stand', 'u-pick', 'market', 'vendor'] })
      .notNull()
      .default('stand'),
    description: text('description').notNull().default(''),
    verified: boolean('verified').notNull().default(false),
    status: text('status', { enum: ['draft', 'published', 'suspended'] })
      .notNull()
      .default('draft'),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('US'),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    timeZone: text('time_zone').notNull(),
    openingHours: text('opening_hours'),
    categories: text('categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentMethods: text('payment_methods')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Handles, tap to pay, and how each benefit works (PaymentDetails, common/schemas/payments.ts; issue 33). */
    paymentDetails: jsonb('payment_details')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** What a shopper searches by (`accepts=`: snap, wic, fmnp, incentive, card, mobile), derived from the payment methods
     * and features by fsf_accepts() (migration 0032, decision 069): generated, so every writer keeps it right. */
    accepts: text('accepts')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`fsf_accepts(payment_methods, features)`),
    phone: text('phone'),
    website: text('website'),
    email: text('email'),
    source: text('source'),
    externalId: text('external_id'),
    /** The listing's hours, deduplicated: every listing with the same hours, zone (and, where the hours use
     * them, holidays region and sun position) shares one row of open intervals. Null: no hours. */
    // No foreign key: its check on every schedule clean-up would need an index on this column (see the
    // indexes below). Schedules are only deleted unreferenced, under the refresh lock (open-intervals-job.ts).
    scheduleId: bigint('schedule_id', { mode: 'number' }),
    /** fsf_search_tsv(name, products + categories, description), kept by refreshOpenIntervals(). */
    searchTsv: tsvector('search_tsv'),
    /** Names of up to 6 available products, in the farmer's order (the names of card_available; /in-season
     * reads it), kept by refreshOpenIntervals() and every availability write. */
    availableProducts: text('available_products')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The names of every product marked available, as words (docs/product.md §9, `available=`): kept with
     * available_products by refreshOpenIntervals() and every availability write. */
    availableTsv: tsvector('available_tsv'),
    /** What a list card shows beside the row, so a page of results reads no other table: up to 6 available
     * products in the farmer's order (position, name) with when each was marked, and the first photo (by
     * position, then upload) or null. Kept by refreshOpenIntervals(), every availability write and every photo
     * write. `json`, not `jsonb`: a page's json_agg copies the stored text as it is, with no conversion. */
    cardAvailable: json('card_available')
      .$type<Array<{ name: string; updatedAt: string }>>()
      .notNull()
      .default(sql`'[]'::json`),
    cardPhoto: json('card_photo').$type<CardPhoto>(),
    /** The list card's fields that change only with a write, as the JSON text search answers (FarmSummary less the
     * photo, distance, open state and freshness, which depend on the deployment or the instant): a page of results
     * splices it into its answer with no parsing or re-serialising (presentCardJson, farms.presenter.ts). Kept by the trigger
     * farms_card_json (migration 0018) on every write of the fields it holds, whichever code writes them. */
    cardJson: text('card_json').notNull().default('{}'),
    mx: integer('mx').generatedAlwaysAs(mercX),
    my: integer('my').generatedAlwaysAs(mercY),
    /** The map grid cell (level MAP_TOP_LEVEL) this listing is counted in by farm_map_cells; null when not
     * counted (not published). Kept by refreshOpenIntervals(), so a move or unpublish can uncount it. */
    mapCell: bigint('map_cell', { mode: 'number' }),
    /** 0 in season, 1 closed for the season (seasonTurn, server/lib/hours/season.ts): the first key of every search
     * order, so stands in season come first across pages too (docs/product.md §2, decision 054). Kept by
     * refreshOpenIntervals() on every write and by the farms.refresh-seasons job when the season turns. */
    seasonRank: smallint('season_rank').notNull().default(0),
    /** When season_rank is to be worked out again (the season may turn then); null: never (no hours). */
    seasonTurnsAt: timestamp('season_turns_at', { withTimezone: true }),
    /** Freshness (docs/product.md §9): when the hours were last confirmed (owner saved or confirmed them, a visitor
     * found the stand open when they said so, or the import source checked them), and by whom. */
    hoursConfirmedAt: timestamp('hours_confirmed_at', { withTimezone: true }),
    hoursConfirmedBy: text('hours_confirmed_by', { enum: ['owner', 'visitor', 'import'] }),
    /** The last time any product's availability was set (by the farmer, a visitor or the stand's sign). */
    stockUpdatedAt: timestamp('stock_updated_at', { withTimezone: true }),
    ratingAvg: real('rating_avg'),
    ratingCount: integer('rating_count').notNull().default(0),
    favoriteCount: integer('favorite_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('farms_owner_idx').on(t.ownerId),
    index('farms_status_idx').on(t.status),
    uniqueIndex('farms_source_external_idx').on(t.source, t.externalId),
    // Public reads only ever see published listings: every search index is partial on that.
    // kNN (ORDER BY <->) and radius (earth_box @>) over fsf_earth: see server/db/sql/010-farms.sql.
    index('farms_earth_idx')
      .using('gist', sql`fsf_earth(${t.lat}, ${t.lng})`)
      .where(published),
    // The map's bounding boxes are lat/lng rectangles: a plain 2-D point index answers them.
    index('farms_point_idx')
      .using('gist', sql`point(${t.lng}, ${t.lat})`)
      .where(published),
    index('farms_search_idx').using('gin', t.searchTsv).where(published),
    index('farms_available_idx').using('gin', t.availableTsv).where(published),
    // accepts= away from a place (v1, the map's low zooms): listings that take SNAP are a few percent (decision 069).
    index('farms_accepts_idx').using('gin', t.accepts).where(published),
    // Near a place with words (q=, available=): the nearest-first walk tests each listing's words in the index, from
    // its signature, instead of reading the row of every listing it passes and discarding most (decision 044).
    index('farms_earth_search_idx')
      .using('gist', sql`fsf_earth(${t.lat}, ${t.lng})`, t.searchTsv)
      .where(published),
    index('farms_earth_available_idx')
      .using('gist', sql`fsf_earth(${t.lat}, ${t.lng})`, t.availableTsv)
      .where(published),
    // Near a place and open now: the same walk tests the listing's schedule against the open ones in the index, from a
    // signature of its id (intarray, fsf_schedule_set), instead of reading the rows of closed listings (decision 045).
    index('farms_earth_open_idx')
      .using('gist', sql`fsf_earth(${t.lat}, ${t.lng})`, sql`fsf_schedule_set(${t.scheduleId}) gist__intbig_ops(siglen=64)`)
      .where(published),
    // Keyset paging for the other sorts (same expressions as server/modules/farms/search/search-sort.ts).
    // Each sort walks the listings in season first, then the others (season_rank = 0, then 1: decision 054).
    index('farms_name_idx')
      .on(t.seasonRank, sql`lower(${t.name})`, t.id)
      .where(published),
    index('farms_rating_idx')
      .on(t.seasonRank, sql`coalesce(${t.ratingAvg}, 0) DESC`, sql`${t.ratingCount} DESC`, sql`${t.id} DESC`)
      .where(published),
    index('farms_updated_idx')
      .on(t.seasonRank, sql`${t.updatedAt} DESC`, sql`${t.id} DESC`)
      .where(published),
    // The listings whose season may have turned (farms.refresh-seasons).
    index('farms_season_turns_idx')
      .on(t.seasonTurnsAt)
      .where(sql`season_turns_at IS NOT NULL`),
    // No btree on schedule_id on purpose: the planner would AND it into bitmap scans for "open now" and lose the
    // kNN order (farms_earth_open_idx keeps it); only the hourly clean-up looks listings up by schedule (one hash
    // anti-join).
    index('farms_map_cell_idx')
      .on(t.mapCell)
      .where(sql`map_cell IS NOT NULL`),
  ],
);

const cube = customType<{ data: string }>({ dataType: () => 'cube' });

/**
 * A published listing as the near + radius search reads it (decision 072): the columns its nearest-first walk filters
 * and orders on, then the stored card (CARD_COLUMNS, search/search.repository.ts) it reads for the page's rows only.
 * One row per published listing, none for drafts and suspended ones; kept in step with `farms` by the trigger
 * farms_near (migration 0034) on every write, whichever code writes. The walk is an index-only scan of
 * farm_near_walk0_idx / farm_near_walk1_idx (one per season_rank, decision 054: GiST on `earth` INCLUDE-ing the
 * filter columns), created in the migration's SQL because drizzle-kit cannot declare INCLUDE: a filter column is added
 * to this table, to fsf_farm_near() and to those INCLUDE lists (decision 072 says how).
 */
export const farmNear = pgTable('farm_near', {
  id: bigint('id', { mode: 'number' })
    .primaryKey()
    .references(() => farms.id, { onDelete: 'cascade' }),
  /** fsf_earth(lat, lng) as a plain column: an index-only scan cannot return an expression. */
  earth: cube('earth').notNull(),
  seasonRank: smallint('season_rank').notNull(),
  kind: text('kind').notNull(),
  scheduleId: bigint('schedule_id', { mode: 'number' }),
  hoursConfirmedAt: timestamp('hours_confirmed_at', { withTimezone: true }),
  /** People pick here: kind u-pick or the pick-your-own feature (the first half of picking=good). */
  picks: boolean('picks').notNull(),
  availableTsv: tsvector('available_tsv'),
  categories: text('categories').array().notNull(),
  features: text('features').array().notNull(),
  /** farms.accepts (migration 0032): accepts= is tested on the rows, as category= and feature= are. */
  accepts: text('accepts').array().notNull(),
  // The card, as farms holds it.
  cardJson: text('card_json').notNull(),
  cardPhoto: json('card_photo').$type<CardPhoto>(),
  openingHours: text('opening_hours'),
  timeZone: text('time_zone').notNull(),
  country: text('country').notNull(),
  region: text('region').notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  hoursConfirmedBy: text('hours_confirmed_by', { enum: ['owner', 'visitor', 'import'] }),
  stockUpdatedAt: timestamp('stock_updated_at', { withTimezone: true }),
});

/** One distinct set of hours (see farms.scheduleId) and the window its intervals cover. */
export const farmSchedules = pgTable(
  'farm_schedules',
  {
    // Within int4: farms_earth_open_idx indexes a listing's schedule as an int4[] (fsf_schedule_set).
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ maxValue: 2147483647 }),
    key: text('key').notNull(),
    openingHours: text('opening_hours').notNull(),
    timeZone: text('time_zone').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('farm_schedules_key_idx').on(t.key), index('farm_schedules_valid_idx').on(t.validUntil)],
);

/** When a schedule is open, from openIntervals() over its window: "open at T" is `during @> T` on a GiST index. */
export const farmOpenIntervals = pgTable(
  'farm_open_intervals',
  {
    scheduleId: bigint('schedule_id', { mode: 'number' })
      .notNull()
      .references(() => farmSchedules.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
  },
  (t) => [index('farm_open_intervals_during_idx').using('gist', t.during), index('farm_open_intervals_schedule_idx').on(t.scheduleId)],
);

/**
 * Every word (lexeme) of every search document: the vocabulary typos are corrected against (pg_trgm), and a typed
 * prefix is expanded from (its words in byte order: text_pattern_ops).
 */
export const farmSearchTerms = pgTable('farm_search_terms', { term: text('term').primaryKey() }, (t) => [
  index('farm_search_terms_trgm_idx').using('gist', sql`${t.term} gist_trgm_ops`),
  index('farm_search_terms_prefix_idx').on(sql`${t.term} text_pattern_ops`),
]);

/**
 * Published listings counted per map grid cell, for levels 0..MAP_TOP_LEVEL (a pyramid: each level's cell
 * is the sum of its four children). Low-zoom maps read these instead of millions of listings.
 */
export const farmMapCells = pgTable(
  'farm_map_cells',
  {
    level: smallint('level').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    n: integer('n').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    // Extent of the members at zoom 24: tells the zoom at which the cluster splits.
    minMx: integer('min_mx').notNull(),
    maxMx: integer('max_mx').notNull(),
    minMy: integer('min_my').notNull(),
    maxMy: integer('max_my').notNull(),
    anyId: bigint('any_id', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.level, t.cx, t.cy] })],
);

/**
 * The same pyramid split by schedule, for levels 0..MAP_OPEN_TOP_LEVEL: an "open now" map at low zoom sums
 * the rows of the schedules open at that instant instead of visiting every open listing in the box.
 */
export const farmMapScheduleCells = pgTable(
  'farm_map_schedule_cells',
  {
    level: smallint('level').notNull(),
    cx: integer('cx').notNull(),
    cy: integer('cy').notNull(),
    scheduleId: bigint('schedule_id', { mode: 'number' }).notNull(),
    n: integer('n').notNull(),
    sumLat: doublePrecision('sum_lat').notNull(),
    sumLng: doublePrecision('sum_lng').notNull(),
    minMx: integer('min_mx').notNull(),
    maxMx: integer('max_mx').notNull(),
    minMy: integer('min_my').notNull(),
    maxMy: integer('max_my').notNull(),
    anyId: bigint('any_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.level, t.cx, t.cy, t.scheduleId] }),
    // The map's read: the open schedules (a few dozen of hundreds) within a range of cells.
    index('farm_map_schedule_cells_read_idx').on(t.level, t.scheduleId, t.cx, t.cy),
  ],
);

/**
 * One row: a counter raised in every transaction that changes the map pyramids (map-cells.repository.ts). A
 * process that keeps a level of the open pyramid in memory (map/open-map-cache.ts) compares it to tell whether
 * its copy still holds, whichever process wrote.
 */
export const farmMapVersion = pgTable('farm_map_version', {
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const farmProducts = pgTable(
  'farm_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    farmId: bigint('farm_id', { mode: 'number' })
      .notNull()
      .references(() => farms.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    category: text('category').notNull(),
    available: boolean('available').notNull().default(true),
    priceCents: integer('price_cents'),
    unit: text('unit'),
    note: text('note'),
    /** How many the farmer put out (issue 33 point 4), counted down by honor-box sales; null: not counted. */
    quantityOnHand: integer('quantity_on_hand'),
    position: integer('position').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When `available` was last set or confirmed, and who said so ("sold out 2 h ago, said by a visitor"). */
    availableUpdatedAt: timestamp('available_updated_at', { withTimezone: true }).notNull().defaultNow(),
    availableSource: text('available_source', { enum: ['farmer', 'visitor', 'sign', 'import'] })
      .notNull()
      .default('farmer'),
  },
  (t) => [index('farm_products_farm_idx').on(t.farmId, t.position)],
);

export type FarmRow = typeof farms.$inferSelect;
export type FarmProductRow = typeof farmProducts.$inferSelect;
