import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.js';
import { calendarSeasons } from './product-seasons.js';

/** How many past seasons of history the demo holds (issue 32 point 2). */
export const DEMO_PAST_SEASONS = 3;

/**
 * The year in which the last season before `now` started, for a season of months `from` to `to` (1–12): last year, or,
 * for a season crossing New Year (decision 078: Winter squash Sep – Mar), the year before last while this year's `to`
 * month is not over (in February the season that started last September is the current one, not history; in December
 * the one that ended in March is past). The demo's marks end by the 27th of the last month.
 */
export function lastPastSeasonYear(from: number, to: number, now: Date): number {
  const year = now.getUTCFullYear();
  return year - 1 - (from > to && now.getTime() <= Date.UTC(year, to - 1, 28) ? 1 : 0);
}

/**
 * Three past seasons of availability history for the demo's seasonal products, so "usually about Jun 3 – Jun 28"
 * shows on a fresh install (decision 063): each season marked available early in its first month, confirmed every
 * two weeks, and marked gone late in its last month, a few days apart from listing to listing and year to year (a hash, so the
 * demo is the same every time); one listing in four missed the middle season, as real histories do.
 */
export async function seedDemoSeasonHistory(tx: DbOrTx, ids: number[]) {
  const now = new Date();
  const seasons = calendarSeasons().map(([name, from, to]) => [name, from, to, lastPastSeasonYear(from, to, now)] as const);
  await tx.execute(sql`
    WITH season AS (
      SELECT s.*, (s.from_m > s.to_m)::int AS wraps
        FROM unnest(${sql.param(seasons.map((s) => s[0]))}::text[], ${sql.param(seasons.map((s) => s[1]))}::int[], ${sql.param(seasons.map((s) => s[2]))}::int[],
                    ${sql.param(seasons.map((s) => s[3]))}::int[])
             AS s(name, from_m, to_m, year)),
    span AS (
      SELECT fp.farm_id, fp.id, fp.name, k,
             make_date(s.year + 1 - k, s.from_m, 1 + abs(hashtext(fp.farm_id::text || '-' || k)) % 10) AS first,
             make_date(s.year + 1 - k + s.wraps, s.to_m, 18 + abs(hashtext(fp.farm_id::text || '+' || k)) % 10) AS last
        FROM farm_products fp
        JOIN season s ON s.name = fp.name
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
