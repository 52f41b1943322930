import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { farmProducts, standSales, type SaleLine, type StandSaleRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

export function salesRepository(db: DbOrTx) {
  return {
    async byKey(farmId: number, key: string): Promise<StandSaleRow | undefined> {
      const [row] = await db
        .select()
        .from(standSales)
        .where(and(eq(standSales.farmId, farmId), eq(standSales.idempotencyKey, key)));
      return row;
    },
    /** The listing's products in the sale, locked until the sale is written (stock counts go down once). */
    async lockProducts(farmId: number, ids: string[]) {
      return db
        .select()
        .from(farmProducts)
        .where(and(eq(farmProducts.farmId, farmId), inArray(farmProducts.id, ids)))
        .orderBy(farmProducts.id)
        .for('update');
    },
    async countDown(productId: string, quantity: number): Promise<number | null> {
      const [row] = await db
        .update(farmProducts)
        .set({ quantityOnHand: sql`greatest(${farmProducts.quantityOnHand} - ${quantity}, 0)` })
        .where(and(eq(farmProducts.id, productId), isNotNull(farmProducts.quantityOnHand)))
        .returning({ left: farmProducts.quantityOnHand });
      return row?.left ?? null;
    },
    /** Inserts the sale, or nothing when the phone already sent this key (a race between two sends). */
    async insert(values: {
      farmId: number;
      idempotencyKey: string;
      items: SaleLine[];
      priceTotalCents: number;
      saidPaidCents: number;
      method: string;
      device: string;
      network: string;
      createdAt?: Date;
    }): Promise<StandSaleRow | undefined> {
      const [row] = await db.insert(standSales).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** Refuted sales recorded from this device or network (point 5: many stop them moving stock). */
    async refutedFrom(device: string, network: string): Promise<{ device: number; network: number }> {
      const [row] = await db
        .select({
          device: sql<number>`count(*) FILTER (WHERE ${standSales.device} = ${device})::int`,
          network: sql<number>`count(*) FILTER (WHERE ${standSales.network} = ${network})::int`,
        })
        .from(standSales)
        .where(and(isNotNull(standSales.refutedAt), or(eq(standSales.device, device), eq(standSales.network, network))));
      return row;
    },
  };
}
