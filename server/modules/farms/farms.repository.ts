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
     * Ids must belong to this listing (the service checks before calling).
     */
    async replaceProducts(farmId: number, list: ProductWrite[], existing: FarmProductRow[]) {
      const keep = list.map((p) => p.id).filter((id): id is string => Boolean(id));
      await db.delete(farmProducts).where(and(eq(farmProducts.farmId, farmId), keep.length ? notInArray(farmProducts.id, keep) : undefined));
      const byId = new Map(existing.map((p) => [p.id, p]));
      const added: Array<typeof farmProducts.$inferInsert> = [];
      for (const [position, { id, ...fields }] of list.entries()) {
        const before = id ? byId.get(id) : undefined;
        if (!before) {
          added.push({ ...fields, farmId, position });
          continue;
        }
        const changed = PRODUCT_FIELDS.some((k) => (fields[k] ?? null) !== (before[k] ?? null));
        if (!changed && before.position === position) continue;
        await db
          .update(farmProducts)
          .set({ ...fields, position, ...(changed ? { updatedAt: sql`now()` } : {}) })
          .where(eq(farmProducts.id, before.id));
      }
      if (added.length) await db.insert(farmProducts).values(added);
    },
  };
}
