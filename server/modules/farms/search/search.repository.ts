import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { farmPhotos, farmProducts, type FarmPhotoRow } from '../../../db/schema/index.js';
import { chordOf, earthPoint } from './earth.js';
import { filterConditions, type ListingFilters } from './filters.js';
import { SORTS, type Origin, type Sort } from './search-sort.js';
import { arr, lit, preparedJsonRows } from '../sql.js';

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
  rating_avg: number | null;
  rating_count: number;
  favorite_count: number;
  updated_at: string;
  status: string;
  available_products: string[];
  hours_confirmed_at: string | null;
  hours_confirmed_by: 'owner' | 'visitor' | 'import' | null;
  stock_updated_at: string | null;
  photo: FarmPhotoRow | null;
  /** From PAGE_EXTRAS: the products marked available, with when. */
  available: Array<{ name: string; updatedAt: string }>;
}

export interface SearchRow extends SummaryRow {
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
}

export const SUMMARY_COLUMNS = sql.raw(`f.id, f.slug, f.name, f.kind, f.city, f.region, f.country, f.lat, f.lng, f.time_zone, f.opening_hours,
  f.verified, f.categories, f.features, f.rating_avg, f.rating_count, f.favorite_count, f.updated_at, f.status, f.available_products,
  f.hours_confirmed_at, f.hours_confirmed_by, f.stock_updated_at`);
// Per row of the page only (outer query): the first photo, and the available products with their times
// (farm_products_farm_idx: a few rows per listing of the page).
export const PAGE_EXTRAS = sql`
  (SELECT coalesce(json_agg(json_build_object('name', p.name, 'updatedAt', p.available_updated_at) ORDER BY p.position, p.name), '[]'::json)
   FROM (SELECT name, available_updated_at, position FROM ${farmProducts} WHERE farm_id = s.id AND available ORDER BY position, name LIMIT 6) p) AS available,
  (SELECT json_build_object('id', ${farmPhotos.id}, 'alt', ${farmPhotos.alt}, 'width', ${farmPhotos.width}, 'height', ${farmPhotos.height},
            'thumbKey', ${farmPhotos.thumbKey}, 'mediumKey', ${farmPhotos.mediumKey}, 'largeKey', ${farmPhotos.largeKey})
   FROM ${farmPhotos} WHERE ${farmPhotos.farmId} = s.id ORDER BY ${farmPhotos.position}, ${farmPhotos.createdAt} LIMIT 1) AS photo`;

const EARTH = sql`fsf_earth(f.lat, f.lng)`;

/** The ordered, filtered, limited inner query of a search, selecting `base` columns plus the sort keys. */
function pageQuery(plan: SearchPlan, base: SQL): SQL {
  const def = SORTS[plan.sort];
  const origin = plan.origin ? sql`${earthPoint(plan.origin)}::cube` : null;
  const where: SQL[] = filterConditions(plan.filters, { nearest: plan.sort === 'distance' });
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
 * condition on the GiST index over fsf_earth. Sorted by distance the same index returns rows nearest
 * first (kNN, ORDER BY <->) and stops after `limit`: that ordering cannot carry the id tie-breaker on
 * PostgreSQL 15 (no incremental sort over an ordered index scan), so ties at the page edge and the exact
 * radius are settled by the caller (search.service.ts). Other sorts recheck the radius here.
 */
export async function searchListings(db: Db, plan: SearchPlan): Promise<SearchRow[]> {
  return preparedJsonRows<SearchRow>(
    db,
    sql`SELECT s.*, ${plan.sort === 'distance' ? sql`s.k1 AS chord,` : sql``} ${PAGE_EXTRAS} FROM (${pageQuery(plan, SUMMARY_COLUMNS)}) s`,
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
    sql`SELECT s.*${plan.sort === 'distance' ? sql`, s.k1 AS chord` : sql``} FROM (${pageQuery(plan, sql`f.id, f.schedule_id`)}) s`,
    SORTS[plan.sort].outer,
  );
}

/** The summary rows of these published listings (any order: the caller orders them). */
export async function summariesByIds(db: Db, ids: number[]): Promise<SummaryRow[]> {
  if (ids.length === 0) return [];
  return preparedJsonRows<SummaryRow>(
    db,
    sql`SELECT s.*, ${PAGE_EXTRAS} FROM (SELECT ${SUMMARY_COLUMNS} FROM farms f WHERE f.id = ANY(${arr(ids)}::bigint[]) AND f.status = 'published') s`,
    sql`id`,
  );
}

/** The owner's listings, drafts and suspended included, newest change first (keyset on the `updated` sort). */
export async function listingsOfOwner(db: Db, ownerId: string, after: unknown[] | null, limit: number): Promise<SearchRow[]> {
  const def = SORTS.updated;
  const none = sql`NULL::cube`;
  const where = [sql`f.owner_id = ${ownerId}::uuid`, ...(after ? [def.after(none, after)] : [])];
  return preparedJsonRows<SearchRow>(
    db,
    sql`SELECT s.*, ${PAGE_EXTRAS}
        FROM (SELECT ${SUMMARY_COLUMNS}, NULL::float8 AS chord, ${def.keys(none)[0]} AS k1
              FROM farms f WHERE ${sql.join(where, sql` AND `)} ORDER BY ${def.order(none)} LIMIT ${lit(limit)}) s`,
    def.outer,
  );
}
