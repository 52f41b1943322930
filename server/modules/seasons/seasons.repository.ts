import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../farms/sql.js';

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
