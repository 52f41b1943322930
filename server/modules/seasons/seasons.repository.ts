import { sql, type SQL } from 'drizzle-orm';
import { SEASON_GAP_DAYS } from '../../lib/hours/evaluate.js';
import { chordOf, earthPoint } from '../farms/search/earth.js';
import type { Origin } from '../farms/search/search-sort.js';
import { lit, type DbOrTx } from '../farms/sql.js';

/** How far back the history is read: enough for the usual season of the last few years. */
export const HISTORY_YEARS = 5;

export function seasonsRepository(db: DbOrTx) {
  return {
    /**
     * Every availability mark of a listing's products in the last HISTORY_YEARS years (by its farmer, a visitor or its
     * sign), as the listing's local date, keyed by the product's name in lower case: a product deleted and added again
     * keeps its history.
     */
    async marks(farmId: number) {
      const { rows } = await db.execute<{ name: string; date: string; available: boolean }>(sql`
        SELECT lower(s.product_name) AS name, to_char(s.created_at AT TIME ZONE f.time_zone, 'YYYY-MM-DD') AS date, s.available
        FROM stock_changes s JOIN farms f ON f.id = s.farm_id
        WHERE s.farm_id = ${farmId} AND s.created_at > now() - make_interval(years => ${HISTORY_YEARS})
        ORDER BY s.created_at`);
      return rows;
    },
  };
}

/** Listings read around a place for its crops' seasons: the nearest, as "what's fresh near you" reads them. */
export const AREA_LISTINGS = 500;

/** A product's key across listings: its English stems, so "Strawberry" and "Strawberries" are one (as /api/in-season). */
const keyOf = (name: SQL) =>
  sql`coalesce(nullif(array_to_string(tsvector_to_array(to_tsvector('pg_catalog.english'::regconfig, ${name})), ' '), ''), lower(${name}))`;

/** The published listings within `radiusM` of `origin`, nearest first (the kNN scan on farms_earth_idx). */
const nearListings = (origin: Origin, radiusM: number) => {
  const o = sql`${earthPoint(origin)}::cube`;
  const chord = chordOf(radiusM);
  return sql`SELECT * FROM (
      SELECT f.id, f.time_zone, f.schedule_id, fsf_earth(f.lat, f.lng) <-> ${o} AS chord FROM farms f
       WHERE f.status = 'published' AND cube_enlarge(${o}, ${chord}::float8, 3) && fsf_earth(f.lat, f.lng)
       ORDER BY fsf_earth(f.lat, f.lng) <-> ${o} LIMIT ${lit(AREA_LISTINGS)}) n
    WHERE n.chord <= ${chord}::float8`;
};

export function areaSeasonsRepository(db: DbOrTx) {
  return {
    /**
     * The availability history of every listing near a place over the last HISTORY_YEARS years, one row per listing,
     * product key, local day and answer (a day marked twice the same way is one row).
     */
    async marks(origin: Origin, radiusM: number) {
      const { rows } = await db.execute<{ farm_id: number; key: string; date: string; available: boolean }>(sql`
        WITH near AS (${nearListings(origin, radiusM)})
        SELECT DISTINCT n.id AS farm_id, ${keyOf(sql`s.product_name`)} AS key,
               to_char(s.created_at AT TIME ZONE n.time_zone, 'YYYY-MM-DD') AS date, s.available
          FROM near n JOIN stock_changes s ON s.farm_id = n.id
         WHERE s.created_at > now() - make_interval(years => ${HISTORY_YEARS})`);
      return rows.map((r) => ({ ...r, farm_id: Number(r.farm_id) }));
    },

    /**
     * The availability history near a place of the products whose name matches a tsquery (an alert's word, as
     * `available=` matches it), one row per listing, product key, local day and answer: an alert's heads-up (decision 068).
     */
    async marksMatching(origin: Origin, radiusM: number, query: string) {
      const { rows } = await db.execute<{ farm_id: number; key: string; date: string; available: boolean }>(sql`
        WITH near AS (${nearListings(origin, radiusM)})
        SELECT DISTINCT n.id AS farm_id, ${keyOf(sql`s.product_name`)} AS key,
               to_char(s.created_at AT TIME ZONE n.time_zone, 'YYYY-MM-DD') AS date, s.available
          FROM near n JOIN stock_changes s ON s.farm_id = n.id
         WHERE s.created_at > now() - make_interval(years => ${HISTORY_YEARS})
           AND to_tsvector('pg_catalog.english'::regconfig, s.product_name) @@ ${query}::tsquery`);
      return rows.map((r) => ({ ...r, farm_id: Number(r.farm_id) }));
    },

    /**
     * The products the listings near a place carry now, by key: the name and category most write, and how many have
     * it marked available while in season (the rule of /api/in-season: a listing closed for the season offers nothing).
     * With the nearest listing's time zone, whose date is "today" for the area.
     */
    async products(origin: Origin, radiusM: number, at: Date) {
      const { rows } = await db.execute<{ key: string; product: string; category: string; available_now: number }>(sql`
        WITH near AS (${nearListings(origin, radiusM)})
        SELECT ${keyOf(sql`p.name`)} AS key, mode() WITHIN GROUP (ORDER BY p.name) AS product,
               mode() WITHIN GROUP (ORDER BY p.category) AS category,
               count(DISTINCT n.id) FILTER (WHERE p.available AND (n.schedule_id IS NULL OR EXISTS (
                 SELECT FROM farm_open_intervals s WHERE s.schedule_id = n.schedule_id
                    AND s.during && tstzrange(${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz + make_interval(days => ${lit(SEASON_GAP_DAYS)})))))::int AS available_now
          FROM near n JOIN farm_products p ON p.farm_id = n.id
         GROUP BY 1`);
      return rows;
    },

    /** The nearest listing's time zone: the area's "today". */
    async timeZone(origin: Origin, radiusM: number): Promise<string | null> {
      const { rows } = await db.execute<{ time_zone: string }>(
        sql`WITH near AS (${nearListings(origin, radiusM)}) SELECT time_zone FROM near ORDER BY chord LIMIT 1`,
      );
      return rows[0]?.time_zone ?? null;
    },
  };
}
