import { sql } from 'drizzle-orm';
import { FRESHNESS } from '@common/freshness.js';

/**
 * 0 fresh, 1 aging, 2 stale (docs/product.md §9) for the row `f`: the tie-breaker that puts stale listings after
 * fresh ones at equal distance. Evaluated per row of the page only, never an index key (it moves with now()).
 */
export const FRESHNESS_RANK_SQL = sql.raw(
  `(CASE WHEN f.hours_confirmed_at > now() - interval '${FRESHNESS.freshDays} days' THEN 0
         WHEN f.hours_confirmed_at > now() - interval '${FRESHNESS.agingDays} days' THEN 1 ELSE 2 END)`,
);
