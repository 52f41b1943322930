import { and, eq, sql } from 'drizzle-orm';
import { farmProducts, pickingReports } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

export type CurrentPickingRow = {
  product_id: string;
  condition: (typeof pickingReports.$inferSelect)['condition'];
  source: 'farmer' | 'visitor';
  reported_at: string | Date;
  note: string | null;
  hours_from: string | null;
  hours_until: string | null;
  local_date: string;
  visitors: number;
};

export function pickingRepository(db: DbOrTx) {
  return {
    async productOf(farmId: number, productId: string) {
      const [row] = await db
        .select({ id: farmProducts.id, name: farmProducts.name })
        .from(farmProducts)
        .where(and(eq(farmProducts.farmId, farmId), eq(farmProducts.id, productId)));
      return row;
    },
    /** One word per person, product and local day: a second word the same day replaces the first. */
    async upsert(values: typeof pickingReports.$inferInsert) {
      const [row] = await db
        .insert(pickingReports)
        .values(values)
        .onConflictDoUpdate({
          target: [pickingReports.productId, pickingReports.userId, pickingReports.localDate],
          set: {
            condition: values.condition,
            note: values.note ?? null,
            hoursFrom: values.hoursFrom ?? null,
            hoursUntil: values.hoursUntil ?? null,
            reportedAt: values.reportedAt,
            distanceM: values.distanceM ?? null,
            counted: values.counted,
          },
        })
        .returning();
      return row;
    },
    /** The listing's picking at `at`, one row per product (fsf_picking_current, migration 0028, decision 062). */
    async current(farmId: number, at: Date): Promise<CurrentPickingRow[]> {
      const { rows } = await db.execute<CurrentPickingRow>(
        sql`SELECT p.* FROM fsf_picking_current(${farmId}, ${at.toISOString()}::timestamptz) p
            JOIN farm_products fp ON fp.id = p.product_id ORDER BY fp.position, fp.name`,
      );
      return rows;
    },
  };
}
