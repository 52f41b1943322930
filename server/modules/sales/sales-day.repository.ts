import { and, asc, desc, eq, gte, isNotNull, lt, or, sql } from 'drizzle-orm';
import { farmProducts, farms, standSales, standSalesSettings } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

/** The farmer's side of honor-box sales (issue 33 points 4 and 5): reading a day, "not received", counts, summaries. */
export function salesDayRepository(db: DbOrTx) {
  return {
    /** The instants local days `from` (its midnight) to `to` (the midnight after it) begin and end in `zone`. */
    async bounds(from: string, to: string, zone: string): Promise<{ start: Date; end: Date }> {
      const { rows } = await db.execute<{ start: number; end: number }>(
        sql`SELECT extract(epoch FROM (${from})::date::timestamp AT TIME ZONE ${zone})::float8 AS start,
                   extract(epoch FROM ((${to})::date + 1)::timestamp AT TIME ZONE ${zone})::float8 AS end`,
      );
      const row = rows[0]!;
      return { start: new Date(Number(row.start) * 1000), end: new Date(Number(row.end) * 1000) };
    },
    /** Sales of a listing from `from` (inclusive) to `to` (exclusive), newest first. */
    async between(farmId: number, from: Date, to: Date, max: number) {
      return db
        .select()
        .from(standSales)
        .where(and(eq(standSales.farmId, farmId), gte(standSales.createdAt, from), lt(standSales.createdAt, to)))
        .orderBy(desc(standSales.createdAt), desc(standSales.id))
        .limit(max);
    },
    async lockSale(farmId: number, saleId: string) {
      const [row] = await db
        .select()
        .from(standSales)
        .where(and(eq(standSales.farmId, farmId), eq(standSales.id, saleId)))
        .for('update');
      return row;
    },
    async setRefuted(saleId: string, by: string | null) {
      const [row] = await db
        .update(standSales)
        .set(by ? { refutedAt: sql`now()`, refutedBy: by } : { refutedAt: null, refutedBy: null })
        .where(eq(standSales.id, saleId))
        .returning();
      return row!;
    },
    async products(farmId: number) {
      return db.select().from(farmProducts).where(eq(farmProducts.farmId, farmId)).orderBy(asc(farmProducts.position), asc(farmProducts.name));
    },
    async setCount(farmId: number, productId: string, quantity: number | null) {
      const [row] = await db
        .update(farmProducts)
        .set({ quantityOnHand: quantity })
        .where(and(eq(farmProducts.farmId, farmId), eq(farmProducts.id, productId)))
        .returning();
      return row;
    },
    async settings(farmId: number) {
      const [row] = await db.select().from(standSalesSettings).where(eq(standSalesSettings.farmId, farmId));
      return row;
    },
    async saveSummaryMinute(farmId: number, minute: number | null, sentOn: string | null) {
      const values = { farmId, summaryMinute: minute, updatedAt: sql`now()`, ...(sentOn ? { summarySentOn: sentOn } : {}) };
      await db
        .insert(standSalesSettings)
        .values(values)
        .onConflictDoUpdate({
          target: standSalesSettings.farmId,
          set: { summaryMinute: minute, updatedAt: sql`now()`, ...(sentOn ? { summarySentOn: sentOn } : {}) },
        });
    },
    /** Listings with a summary time, and their zone and owner (a handful per farmer: the job reads them all). */
    async withSummaries() {
      return db
        .select({
          farmId: standSalesSettings.farmId,
          minute: standSalesSettings.summaryMinute,
          sentOn: standSalesSettings.summarySentOn,
          timeZone: farms.timeZone,
          name: farms.name,
          ownerId: farms.ownerId,
        })
        .from(standSalesSettings)
        .innerJoin(farms, eq(farms.id, standSalesSettings.farmId))
        .where(and(isNotNull(standSalesSettings.summaryMinute), isNotNull(farms.ownerId)));
    },
    /** Claims a local day's summary for a listing: true once per day, whichever process asks first. */
    async claimSummary(farmId: number, day: string): Promise<boolean> {
      const rows = await db
        .update(standSalesSettings)
        .set({ summarySentOn: day })
        .where(and(eq(standSalesSettings.farmId, farmId), or(sql`${standSalesSettings.summarySentOn} IS NULL`, lt(standSalesSettings.summarySentOn, day))))
        .returning({ farmId: standSalesSettings.farmId });
      return rows.length > 0;
    },
  };
}
