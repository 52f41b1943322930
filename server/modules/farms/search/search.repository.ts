import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { CardPhoto } from '../../../db/schema/index.js';
import { chordOf, earthPoint } from './earth.js';
import { filterConditions, type ListingFilters } from './filters.js';
import { SORTS, type Origin, type Sort } from './search-sort.js';
import { arr, lit, preparedJsonRows, preparedRows } from '../sql.js';
import type { HoursColumns } from '../hours/hours.repository.js';
import { PICKING_CONDITIONS } from '@common/limits.js';
import type { CardPicking } from '@common/schemas/farms.js';

/** The columns a FarmSummary is made of (see farms.presenter.ts). */
export interface SummaryRow {
  id: number;
  slug: string;
  name: string;
  kind: string;
  city: string;
  region: string;
  country: string;
  lat: number;
  lng: number;
  time_zone: string;
  opening_hours: string | null;
  verified: boolean;
  categories: string[];
  features: string[];
  /** farms.accepts (migration 0032). */
  accepts: string[];
  rating_avg: number | null;
  rating_count: number;
  favorite_count: number;
  // Dates from preparedRows(); ISO strings where a caller reads summaries through json_agg (favorites, dashboard).
  updated_at: Date | string;
  status: string;
  hours_confirmed_at: Date | string | null;
  hours_confirmed_by: 'owner' | 'visitor' | 'import' | null;
  stock_updated_at: Date | string | null;
  /** farms.card_photo: the first photo. */
  photo: CardPhoto | null;
  /** farms.card_available: up to 6 products marked available, with when. */
  available: Array<{ name: string; updatedAt: string }>;
  /** CARD_PICKING: the best current picking, at a listing people pick at. */
  picking?: PickingFact | null;
}

export interface PickingFact {
  condition: CardPicking['condition'];
  source: CardPicking['source'];
  at: string;
}

/** What a search page reads of a listing: its stored card (farms.card_json) and what the rest of a FarmSummary
 * is made from at answer time (presentCardJson, farms.presenter.ts). */
export interface CardRow extends HoursColumns {
  id: number;
  /** farms.card_json: the fields that change only with a write, as JSON text. */
  card: string;
  photo: CardPhoto | null;
  hours_confirmed_at: Date | null;
  hours_confirmed_by: 'owner' | 'visitor' | 'import' | null;
  stock_updated_at: Date | null;
  picking?: PickingFact | null;
}

export interface SearchRow extends CardRow {
  /** Chord length (m) to the origin; null without one. */
  chord: number | null;
  k1: unknown;
  k2?: unknown;
}

export interface SearchPlan {
  filters: ListingFilters;
  origin: Origin | null;
  radiusM: number | null;
  sort: Sort;
  after: unknown[] | null;
  limit: number;
  /** Only listings of this farms.season_rank (0 in season, 1 closed for the season): a search walks the first, then the
   * second, each in the sort's order (search.service.ts, decision 054). Absent: both, in the sort's order alone. */
  season?: 0 | 1;
}

/**
 * The best current picking of a listing people pick at (fsf_picking_current, migration 0028, decision 062), as JSON, or
 * null: per row, so only the rows a page returns pay for it (the kind test first).
 */
const CARD_PICKING = `CASE WHEN f.kind = 'u-pick' OR 'pick-your-own' = ANY(f.features) THEN (
  SELECT json_build_object('condition', p.condition, 'source', p.source, 'at', p.reported_at) FROM fsf_picking_current(f.id, now()) p
   ORDER BY array_position(ARRAY[${PICKING_CONDITIONS.map((c) => `'${c}'`).join(', ')}], p.condition), p.reported_at DESC LIMIT 1) END AS picking`;

// The card's products and photo are stored on the row (farms.card_available, card_photo): a page reads no other table.
export const SUMMARY_COLUMNS = sql.raw(`f.id, f.slug, f.name, f.kind, f.city, f.region, f.country, f.lat, f.lng, f.time_zone, f.opening_hours,
  f.verified, f.categories, f.features, f.accepts, f.rating_avg, f.rating_count, f.favorite_count, f.updated_at, f.status,
  f.hours_confirmed_at, f.hours_confirmed_by, f.stock_updated_at, f.card_available AS available, f.card_photo AS photo, ${CARD_PICKING}`);

/** The columns of a CardRow: of farms, and of farm_near (the near walk and cardsByIds read them there): a card column is
 * added to both (decision 072). */
const CARD_COLUMNS = sql.raw(`f.id, f.card_json AS card, f.card_photo AS photo, f.opening_hours, f.time_zone, f.country, f.region,
  f.lat, f.lng, f.hours_confirmed_at, f.hours_confirmed_by, f.stock_updated_at, ${CARD_PICKING}`);

const EARTH = sql`fsf_earth(f.lat, f.lng)`;

/**
 * Near a place, nearest first, without words: the walk goes over farm_near (decision 072), not farms. Words (q=) keep
 * the walk over farms' GiST indexes of position and words (decision 044); farm_near has no search_tsv. A season is
 * always given by a search (search.service.ts): each rank has its own walk index.
 */
const walksNear = (plan: SearchPlan): plan is SearchPlan & { origin: Origin; season: 0 | 1 } =>
  plan.sort === 'distance' && plan.origin !== null && plan.season !== undefined && plan.filters.tsquery === null;

/**
 * The nearest-first walk over farm_near `f`, selecting `columns` plus the sort keys k1, k2: an index-only scan of the
 * season's walk index (farm_near_walk0_idx, farm_near_walk1_idx: position, with the filter columns INCLUDEd), which
 * reads no row of the table unless a filter needs a column the index does not hold (category=, feature=; available=
 * walks farm_near_available0_idx or farm_near_available1_idx instead, testing the words in the index).
 */
function nearWalk(plan: SearchPlan & { origin: Origin; season: 0 | 1 }, columns: SQL): SQL {
  const def = SORTS.distance;
  const origin = sql`${earthPoint(plan.origin)}::cube`;
  const at = sql`f.earth`;
  const where: SQL[] = [
    ...filterConditions(plan.filters, { nearest: true, narrow: true }),
    // The walk index's predicate, inlined so that a prepared statement's generic plan still matches it.
    sql`f.season_rank = ${lit(plan.season)}`,
    sql`cube_enlarge(${origin}, ${chordOf(plan.radiusM ?? 0)}::float8, 3) && ${at}`,
  ];
  if (plan.after) where.push(def.after(origin, plan.after, at));
  const keys = def.keys(origin, at).map((k, i) => sql`${k} AS ${sql.raw(`k${i + 1}`)}`);
  return sql`SELECT ${columns}, ${sql.join(keys, sql`, `)} FROM farm_near f
             WHERE ${sql.join(where, sql` AND `)}
             ORDER BY k1
             LIMIT ${lit(plan.limit)}`;
}

/** The ordered, filtered, limited inner query of a search, selecting `base` columns plus the sort keys. */
function pageQuery(plan: SearchPlan, base: SQL): SQL {
  // The walk reads ids and keys; the page's cards are read from farm_near by id for the rows it answers only.
  if (walksNear(plan)) return sql`SELECT ${base}, w.k1, w.k2 FROM (${nearWalk(plan, sql`f.id`)}) w JOIN farm_near f ON f.id = w.id`;
  const def = SORTS[plan.sort];
  const origin = plan.origin ? sql`${earthPoint(plan.origin)}::cube` : null;
  const where: SQL[] = filterConditions(plan.filters, { nearest: plan.sort === 'distance' });
  // An equality on the leading column of the keyset indexes (farms_name_idx…), a filter on the nearest-first walk.
  if (plan.season !== undefined) where.push(sql`f.season_rank = ${lit(plan.season)}`);
  const columns: SQL[] = [base];
  if (origin) {
    const chord = chordOf(plan.radiusM ?? 0);
    // `&&` rather than `@>` (the same for a point): cube estimates `@>` to match 0.1 % of rows, too few
    // for the planner to expect LIMIT to stop a kNN scan early; `&&` (0.5 %) keeps it on the kNN plan.
    where.push(sql`cube_enlarge(${origin}, ${chord}::float8, 3) && ${EARTH}`);
    if (plan.sort !== 'distance') where.push(sql`${EARTH} <-> ${origin} <= ${chord}::float8`);
    if (plan.sort === 'distance') columns.push(...def.keys(origin).map((k, i) => sql`${k} AS ${sql.raw(`k${i + 1}`)}`));
    else columns.push(sql`${EARTH} <-> ${origin} AS chord`);
  } else {
    columns.push(sql`NULL::float8 AS chord`);
  }
  const none = sql`NULL::cube`;
  if (plan.sort !== 'distance') columns.push(...def.keys(none).map((k, i) => sql`${k} AS ${sql.raw(`k${i + 1}`)}`));
  if (plan.after) where.push(def.after(origin ?? none, plan.after));
  return sql`SELECT ${sql.join(columns, sql`, `)} FROM farms f
             WHERE ${sql.join(where, sql` AND `)}
             ORDER BY ${plan.sort === 'distance' ? sql`k1` : def.order(none)}
             LIMIT ${lit(plan.limit)}`;
}

/**
 * One page of published listings (limit rows). With an origin, the box around the radius is an index
 * condition on a GiST index over the position (farm_near's walk indexes nearest first without words, decision 072;
 * farms' over fsf_earth otherwise). Sorted by distance the same index returns rows nearest
 * first (kNN, ORDER BY <->) and stops after `limit`: that ordering cannot carry the id tie-breaker on
 * PostgreSQL 15 (no incremental sort over an ordered index scan), so ties at the page edge and the exact
 * radius are settled by the caller (search.service.ts). Other sorts recheck the radius here.
 */
export async function searchListings(db: Db, plan: SearchPlan): Promise<SearchRow[]> {
  return preparedRows<SearchRow>(
    db,
    sql`SELECT s.*${plan.sort === 'distance' ? sql`, s.k1 AS chord` : sql``} FROM (${pageQuery(plan, CARD_COLUMNS)}) s`,
    SORTS[plan.sort].outer,
  );
}

/** A search row's identity, schedule and sort keys only: what a walk over candidates needs (open-scan.ts). */
export interface KeyRow {
  id: number;
  schedule_id: number | null;
  chord: number | null;
  k1: unknown;
  k2?: unknown;
}

/** searchListings() reading only ids, schedules and sort keys: cheap enough to walk thousands of candidates. */
export async function searchKeys(db: Db, plan: SearchPlan): Promise<KeyRow[]> {
  return preparedJsonRows<KeyRow>(
    db,
    sql`SELECT s.*${plan.sort === 'distance' ? sql`, s.k1 AS chord` : sql``} FROM (${walksNear(plan) ? nearWalk(plan, sql`f.id, f.schedule_id`) : pageQuery(plan, sql`f.id, f.schedule_id`)}) s`,
    SORTS[plan.sort].outer,
  );
}

/** The card rows of these published listings (any order: the caller orders them), from farm_near (published only). */
export async function cardsByIds(db: Db, ids: number[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  return preparedRows<CardRow>(db, sql`SELECT ${CARD_COLUMNS} FROM farm_near f WHERE f.id = ANY(${arr(ids)}::bigint[])`, sql`id`);
}

/** The owner's listings, drafts and suspended included, newest change first (keyset on the `updated` sort). */
export async function listingsOfOwner(
  db: Db,
  ownerId: string,
  after: unknown[] | null,
  limit: number,
): Promise<Array<SummaryRow & { chord: null; k1: unknown }>> {
  const def = SORTS.updated;
  const none = sql`NULL::cube`;
  const where = [sql`f.owner_id = ${ownerId}::uuid`, ...(after ? [def.after(none, after)] : [])];
  return preparedRows(
    db,
    sql`SELECT ${SUMMARY_COLUMNS}, NULL::float8 AS chord, ${def.keys(none)[0]} AS k1
        FROM farms f WHERE ${sql.join(where, sql` AND `)} ORDER BY ${def.order(none)} LIMIT ${lit(limit)}`,
    def.outer,
  );
}
