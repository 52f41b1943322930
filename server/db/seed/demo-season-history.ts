import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { calendarSeasons } from './product-seasons.js';

/** How many past seasons of history the demo holds (issue 32 point 2). */
export const DEMO_PAST_SEASONS = 3;

/**
 * Three past seasons of availability history for the demo's seasonal products, so "usually about Jun 3 – Jun 28"
 * shows on a fresh install (decision 063): each season marked available early in its first month, confirmed every
 * two weeks, and marked gone late in its last month, a few days apart from listing to listing and year to year (a hash, so the
 * demo is the same every time); one listing in four missed the middle season, as real histories do.
 */
export async function seedDemoSeasonHistory(tx: DbOrTx, ids: number[]) {
  const seasons = calendarSeasons();
  await tx.execute(sql`
    WITH span AS (
      SELECT fp.farm_id, fp.id, fp.name, k,
             make_date(extract(year FROM now())::int - k, s.from_m, 1 + abs(hashtext(fp.farm_id::text || '-' || k)) % 10) AS first,
             make_date(extract(year FROM now())::int - k, s.to_m, 18 + abs(hashtext(fp.farm_id::text || '+' || k)) % 10) AS last
        FROM farm_products fp
        JOIN unnest(${sql.param(seasons.map((s) => s[0]))}::text[], ${sql.param(seasons.map((s) => s[1]))}::int[], ${sql.param(seasons.map((s) => s[2]))}::int[])
             AS s(name, from_m, to_m) ON s.name = fp.name
        CROSS JOIN generate_series(1, ${DEMO_PAST_SEASONS}) AS k
       WHERE fp.farm_id = ANY(${sql.param(ids)}::bigint[]) AND NOT (k = 2 AND fp.farm_id % 4 = 0))
    INSERT INTO stock_changes (farm_id, product_id, product_name, available, changed, source, created_at)
    SELECT farm_id, id, name, m.available, m.changed, 'farmer', m.day + time '16:00' AT TIME ZONE 'UTC'
      FROM span
      CROSS JOIN LATERAL (
        -- Marked available, confirmed every two weeks, and marked gone at the end.
        SELECT true AS available, d = first AS changed, d::date AS day FROM generate_series(first, last - 1, interval '14 days') AS d
        UNION ALL SELECT false, true, last) AS m`);
}
