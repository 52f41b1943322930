import { and, desc, eq, lt, or } from 'drizzle-orm';
import { farms, visits } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

export function visitsRepository(db: DbOrTx) {
  const withFarm = { visit: visits, farm: { id: farms.id, name: farms.name, city: farms.city, region: farms.region } };
  return {
    /** Inserts the day's visit unless there is one already: null then. */
    async insert(values: typeof visits.$inferInsert) {
      const [row] = await db.insert(visits).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    async findDay(userId: string, farmId: number, localDate: string) {
      const [row] = await db
        .select()
        .from(visits)
        .where(and(eq(visits.userId, userId), eq(visits.farmId, farmId), eq(visits.localDate, localDate)));
      return row;
    },
    async verify(id: string, distanceM: number) {
      const [row] = await db.update(visits).set({ verified: true, distanceM }).where(eq(visits.id, id)).returning();
      return row;
    },
    async page(userId: string, after: { at: Date; id: string } | null, limit: number) {
      const where = [eq(visits.userId, userId)];
      if (after) where.push(or(lt(visits.createdAt, after.at), and(eq(visits.createdAt, after.at), lt(visits.id, after.id)))!);
      return db
        .select(withFarm)
        .from(visits)
        .innerJoin(farms, eq(farms.id, visits.farmId))
        .where(and(...where))
        .orderBy(desc(visits.createdAt), desc(visits.id))
        .limit(limit);
    },
  };
}
