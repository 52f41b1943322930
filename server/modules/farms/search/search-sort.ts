import { msg } from '@common/i18n/keys.js';
import { sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../../lib/errors.js';
import { FRESHNESS_RANK_SQL } from '../freshness/freshness-rank.js';

export type Sort = 'distance' | 'rating' | 'name' | 'updated';
export interface Origin {
  lat: number;
  lng: number;
}

/**
 * Keyset paging: each sort orders by a key ending in the id (unique), so rows with equal ratings or names
 * still have one fixed order, and the next page starts strictly after the last row's key. Nothing is
 * skipped or repeated, however rows tie. Expressions match the partial indexes in db/schema/farms.ts.
 */
interface SortDef {
  /** Key columns selected as k1, k2… (id is always last). `at`: the listing's position (default fsf_earth(f.lat, f.lng);
   * farm_near's stored `f.earth`, decision 072). */
  keys: (origin: SQL, at?: SQL) => SQL[];
  order: (origin: SQL) => SQL;
  /** The same order over the selected key columns (the outer query re-sorts the page). */
  outer: SQL;
  after: (origin: SQL, k: unknown[], at?: SQL) => SQL;
  /** Types of the key values a cursor must carry (id included). */
  types: Array<'number' | 'string'>;
}

const earth = sql`fsf_earth(f.lat, f.lng)`;

export const SORTS: Record<Sort, SortDef> = {
  // Chord length (<->, what the GiST kNN scan orders by) orders exactly like the great-circle distance. At equal
  // distance (a market's vendors share a point) fresher listings come first (docs/product.md §9), then the id.
  distance: {
    keys: (o, at = earth) => [sql`${at} <-> ${o}`, FRESHNESS_RANK_SQL],
    order: (o) => sql`${earth} <-> ${o}, ${FRESHNESS_RANK_SQL}, f.id`,
    outer: sql`k1, k2, id`,
    after: (o, k, at = earth) => sql`(${at} <-> ${o}, ${FRESHNESS_RANK_SQL}, f.id) > (${k[0]}::float8, ${k[1]}::int, ${k[2]}::bigint)`,
    types: ['number', 'number', 'number'],
  },
  rating: {
    keys: () => [sql`coalesce(f.rating_avg, 0)`, sql`f.rating_count`],
    order: () => sql`coalesce(f.rating_avg, 0) DESC, f.rating_count DESC, f.id DESC`,
    outer: sql`k1 DESC, k2 DESC, id DESC`,
    after: (_o, k) => sql`(coalesce(f.rating_avg, 0), f.rating_count, f.id) < (${k[0]}::real, ${k[1]}::int, ${k[2]}::bigint)`,
    types: ['number', 'number', 'number'],
  },
  name: {
    keys: () => [sql`lower(f.name)`],
    order: () => sql`lower(f.name), f.id`,
    outer: sql`k1, id`,
    after: (_o, k) => sql`(lower(f.name), f.id) > (${k[0]}::text, ${k[1]}::bigint)`,
    types: ['string', 'number'],
  },
  // Microseconds since the epoch, exact: a JS Date has only milliseconds, and a rounded key would skip rows.
  updated: {
    keys: () => [sql`(extract(epoch FROM f.updated_at) * 1000000)::bigint`],
    order: () => sql`f.updated_at DESC, f.id DESC`,
    outer: sql`k1 DESC, id DESC`,
    after: (_o, k) => sql`(f.updated_at, f.id) < (timestamptz 'epoch' + ${k[0]}::bigint * interval '1 microsecond', ${k[1]}::bigint)`,
    types: ['number', 'number'],
  },
};

interface CursorData {
  s: Sort;
  o?: [number, number];
  k: unknown[];
}

/**
 * An opaque cursor: the sort, the origin distances are measured from, and the last row's key. A search's key starts
 * with the listing's season rank (0 in season, 1 closed for the season, decision 054): the next page goes on in the
 * same part of the walk; the owner's own list (`updated`, listingsOfOwner) has no rank.
 */
export function encodeCursor(sort: Sort, origin: Origin | null, key: unknown[]): string {
  const data: CursorData = { s: sort, k: key, ...(sort === 'distance' && origin ? { o: [origin.lat, origin.lng] } : {}) };
  return Buffer.from(JSON.stringify(data)).toString('base64url');
}

export function decodeCursor(cursor: string, sort: Sort, origin: Origin | null, { seasoned = true }: { seasoned?: boolean } = {}): unknown[] {
  const invalid = () => badRequest('errors:farms.cursorNotThisSearch', { cursor: msg('errors:admin.invalidCursor') });
  let data: CursorData;
  try {
    data = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const types = seasoned ? ['number', ...SORTS[sort].types] : SORTS[sort].types;
  if (!data || data.s !== sort || !Array.isArray(data.k) || data.k.length !== types.length) throw invalid();
  if (!data.k.every((v, i) => typeof v === types[i] && (typeof v !== 'number' || Number.isFinite(v)))) throw invalid();
  if (seasoned && data.k[0] !== 0 && data.k[0] !== 1) throw invalid();
  if (data.k.some((v) => typeof v === 'string' && v.length > 200)) throw invalid();
  if (sort === 'distance' && (!origin || !Array.isArray(data.o) || data.o[0] !== origin.lat || data.o[1] !== origin.lng)) throw invalid();
  return data.k;
}
