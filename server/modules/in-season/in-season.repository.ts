import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Origin } from '../farms/search/search-sort.js';
import { chordOf, earthPoint } from '../farms/search/earth.js';
import { arr, lit, preparedJsonRows } from '../farms/sql.js';
import { SEASON_GAP_DAYS } from '../../lib/hours/evaluate.js';

export interface InSeasonRow {
  product: string;
  category: string;
  listing_count: number;
  open_now_count: number;
  good_picking_count: number;
  nearest_id: number;
  nearest_name: string;
  nearest_chord: number;
}

/** Listings read around the place: the nearest ones with anything available, enough for a county. */
export const IN_SEASON_LISTINGS = 500;
const GROUPS = 100;

/**
 * The products marked available at the published, in-season listings nearest `origin` within `radiusM`, one row
 * per product. The kNN scan on farms_earth_idx reads only listings with something available, nearest first, and
 * stops after IN_SEASON_LISTINGS; their products come by farm_products_farm_idx. Products group by their
 * English stems ("Strawberry" and "Strawberries" are one), named as most listings write them. `accepts`: only listings
 * that take all of these (issue 33 point 2).
 */
export function inSeasonGroups(db: Db, origin: Origin, radiusM: number, at: Date, accepts: string[] = []): Promise<InSeasonRow[]> {
  const o = sql`${earthPoint(origin)}::cube`;
  // accepts=: only listings that take all of these (farms.accepts, decision 069), tested per row on the same walk.
  const takes = accepts.length ? sql`AND arraycontains(f.accepts, ${arr(accepts)}::text[])` : sql``;
  const chord = chordOf(radiusM);
  return preparedJsonRows<InSeasonRow>(
    db,
    sql`WITH near AS (
          SELECT f.id, f.name, f.schedule_id, f.kind = 'u-pick' OR 'pick-your-own' = ANY(f.features) AS upick, fsf_earth(f.lat, f.lng) <-> ${o} AS chord FROM farms f
           WHERE f.status = 'published' AND cardinality(f.available_products) > 0 ${takes}
             -- In season: a listing with hours opens within SEASON_GAP_DAYS (the stored window reaches that far);
             -- one closed for the season has last season's products, never current ones (issue 34).
             AND (f.schedule_id IS NULL OR EXISTS (SELECT FROM farm_open_intervals s WHERE s.schedule_id = f.schedule_id
                   AND s.during && tstzrange(${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz + make_interval(days => ${lit(SEASON_GAP_DAYS)}))))
             AND cube_enlarge(${o}, ${chord}::float8, 3) && fsf_earth(f.lat, f.lng)
           ORDER BY fsf_earth(f.lat, f.lng) <-> ${o} LIMIT ${lit(IN_SEASON_LISTINGS)}),
        open AS (SELECT ARRAY(SELECT i.schedule_id FROM farm_open_intervals i WHERE i.during @> ${at.toISOString()}::timestamptz) AS ids),
        -- The crops of the u-picks among them whose picking is good or excellent now (decision 062).
        picking AS (SELECT c.product_id FROM near n, fsf_picking_current(n.id, ${at.toISOString()}::timestamptz) c
                     WHERE n.upick AND c.condition IN ('excellent', 'good')),
        offered AS (
          SELECT n.*, p.name AS product, p.category, p.id IN (SELECT product_id FROM picking) AS good,
                 coalesce(nullif(array_to_string(tsvector_to_array(to_tsvector('pg_catalog.english'::regconfig, p.name)), ' '), ''), lower(p.name)) AS key
            FROM near n JOIN farm_products p ON p.farm_id = n.id AND p.available
           WHERE n.chord <= ${chord}::float8)
        SELECT mode() WITHIN GROUP (ORDER BY o.product) AS product, mode() WITHIN GROUP (ORDER BY o.category) AS category,
               count(DISTINCT o.id)::int AS listing_count,
               count(DISTINCT o.id) FILTER (WHERE o.schedule_id = ANY(open.ids))::int AS open_now_count,
               count(DISTINCT o.id) FILTER (WHERE o.good)::int AS good_picking_count,
               (array_agg(o.id ORDER BY o.chord, o.id))[1] AS nearest_id,
               (array_agg(o.name ORDER BY o.chord, o.id))[1] AS nearest_name,
               min(o.chord) AS nearest_chord
          FROM offered o, open
         GROUP BY o.key
         ORDER BY count(DISTINCT o.id) DESC, min(o.chord), o.key
         LIMIT ${lit(GROUPS)}`,
    sql`listing_count DESC, nearest_chord, product`,
  );
}
