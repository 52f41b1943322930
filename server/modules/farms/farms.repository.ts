import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { farmProducts, farms, users, type FarmProductRow, type FarmRow } from '../../db/schema/index.js';
import type { DbOrTx } from './sql.js';

export type FarmWrite = Omit<typeof farms.$inferInsert, 'id' | 'mx' | 'my' | 'createdAt'>;
export type ProductWrite = Omit<typeof farmProducts.$inferInsert, 'farmId' | 'id'> & { id?: string };

const PRODUCT_FIELDS = ['name', 'category', 'available', 'priceCents', 'unit', 'note'] as const;

export function farmsRepository(db: DbOrTx) {
  return {
    async find(id: number): Promise<FarmRow | undefined> {
      const [row] = await db.select().from(farms).where(eq(farms.id, id));
      return row;
    },
    /** The row, locked until the transaction ends: read-modify-write without lost updates. */
    async findForUpdate(id: number): Promise<FarmRow | undefined> {
      const [row] = await db.select().from(farms).where(eq(farms.id, id)).for('update');
      return row;
    },
    async insert(values: FarmWrite): Promise<number> {
      const [row] = await db.insert(farms).values(values).returning({ id: farms.id });
      return row.id;
    },
    async update(id: number, values: Partial<FarmWrite>) {
      await db
        .update(farms)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(farms.id, id));
    },
    async delete(id: number) {
      await db.delete(farms).where(eq(farms.id, id));
    },
    async products(farmId: number): Promise<FarmProductRow[]> {
      return db.select().from(farmProducts).where(eq(farmProducts.farmId, farmId)).orderBy(asc(farmProducts.position), asc(farmProducts.name));
    },
    async owner(userId: string | null): Promise<{ id: string; firstName: string } | null> {
      if (!userId) return null;
      const [row] = await db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.id, userId));
      return row ?? null;
    },

    /**
     * Makes the listing's products exactly `list`, in that order: items with an id update that product
     * (its updatedAt moves only if something in it changed), items without one are added, the rest go.
     * Ids must belong to this listing (the service checks before calling). A product whose availability the
     * farmer changed (or a new one) gets a new availability time, by 'farmer', and so does the listing's stock.
     * Returns the ids of the products this made available (for alerts).
     */
    async replaceProducts(farmId: number, list: ProductWrite[], existing: FarmProductRow[]): Promise<string[]> {
      const keep = list.map((p) => p.id).filter((id): id is string => Boolean(id));
      await db.delete(farmProducts).where(and(eq(farmProducts.farmId, farmId), keep.length ? notInArray(farmProducts.id, keep) : undefined));
      const byId = new Map(existing.map((p) => [p.id, p]));
      const added: Array<typeof farmProducts.$inferInsert> = [];
      const madeAvailable: string[] = [];
      let stockChanged = keep.length < existing.length;
      for (const [position, { id, ...fields }] of list.entries()) {
        const before = id ? byId.get(id) : undefined;
        if (!before) {
          added.push({ ...fields, farmId, position, availableSource: 'farmer' });
          continue;
        }
        const changed = PRODUCT_FIELDS.some((k) => (fields[k] ?? null) !== (before[k] ?? null));
        if (!changed && before.position === position) continue;
        const availability = fields.available !== undefined && fields.available !== before.available;
        if (availability) stockChanged = true;
        if (availability && fields.available) madeAvailable.push(before.id);
        await db
          .update(farmProducts)
          .set({
            ...fields,
            position,
            ...(changed ? { updatedAt: sql`now()` } : {}),
            ...(availability ? { availableUpdatedAt: sql`now()`, availableSource: 'farmer' as const } : {}),
          })
          .where(eq(farmProducts.id, before.id));
      }
      if (added.length) {
        const inserted = await db.insert(farmProducts).values(added).returning({ id: farmProducts.id, available: farmProducts.available });
        madeAvailable.push(...inserted.filter((p) => p.available).map((p) => p.id));
        stockChanged = true;
      }
      if (stockChanged)
        await db
          .update(farms)
          .set({ stockUpdatedAt: sql`now()` })
          .where(eq(farms.id, farmId));
      return madeAvailable;
    },

    /** "Hours still right": the owner (or a save of the hours by the owner) vouches for them now. */
    async confirmHours(farmId: number): Promise<FarmRow> {
      const [row] = await db
        .update(farms)
        .set({ hoursConfirmedAt: sql`now()`, hoursConfirmedBy: 'owner' })
        .where(eq(farms.id, farmId))
        .returning();
      return row;
    },
  };
}
