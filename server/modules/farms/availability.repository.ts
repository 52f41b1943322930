import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AvailabilitySource } from '@common/schemas/stand-stock.js';
import { farmProducts, stockChanges, type FarmProductRow } from '../../db/schema/index.js';
import { AVAILABLE_PRODUCTS_SQL, AVAILABLE_TSV_SQL, CARD_AVAILABLE_SQL } from './hours/hours.repository.js';
import type { DbOrTx } from './sql.js';

/** The writes behind `setAvailability()` (availability.ts), in its caller's transaction. */
export function availabilityRepository(tx: DbOrTx) {
  return {
    /** The listing's products among `ids`, locked until the transaction ends. */
    lockProducts: (farmId: number, ids: string[]): Promise<FarmProductRow[]> =>
      tx
        .select()
        .from(farmProducts)
        .where(and(eq(farmProducts.farmId, farmId), inArray(farmProducts.id, ids)))
        .for('update'),

    /** Marks one product, now, by `source`; the farmer's mark also moves the product's own "updated" date. */
    async markProduct(productId: string, available: boolean, source: AvailabilitySource): Promise<FarmProductRow> {
      const [row] = await tx
        .update(farmProducts)
        .set({
          available,
          availableUpdatedAt: sql`now()`,
          availableSource: source,
          ...(source === 'farmer' ? { updatedAt: sql`now()` } : {}),
        })
        .where(eq(farmProducts.id, productId))
        .returning();
      return row;
    },

    async recordStockChanges(rows: (typeof stockChanges.$inferInsert)[]) {
      await tx.insert(stockChanges).values(rows);
    },

    /** The listing's stock date and derived availability columns (and its "updated" date for the farmer's marks). */
    async restampListing(farmId: number, byFarmer: boolean): Promise<{ ownerId: string | null; name: string }> {
      // The row first, then the UPDATE as its own statement: its subqueries then read the products after any other
      // writer that held the row has committed (an UPDATE that waits for a row keeps the snapshot it started with).
      await tx.execute(sql`SELECT 1 FROM farms WHERE id = ${farmId} FOR NO KEY UPDATE`);
      const { rows } = await tx.execute<{ owner_id: string | null; name: string }>(sql`
        UPDATE farms f SET stock_updated_at = now(), available_products = ${AVAILABLE_PRODUCTS_SQL}, available_tsv = ${AVAILABLE_TSV_SQL},
          card_available = ${CARD_AVAILABLE_SQL} ${byFarmer ? sql`, updated_at = now()` : sql``}
        WHERE f.id = ${farmId} RETURNING owner_id, name`);
      return { ownerId: rows[0].owner_id, name: rows[0].name };
    },
  };
}
