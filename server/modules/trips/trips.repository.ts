import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { farms, tripStops, trips, type FarmRow, type TripRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

export type TripWrite = Pick<TripRow, 'name' | 'date' | 'departAt' | 'startLabel' | 'startLat' | 'startLng'>;

export function tripsRepository(db: DbOrTx) {
  return {
    async find(id: string): Promise<TripRow | undefined> {
      const [row] = await db.select().from(trips).where(eq(trips.id, id));
      return row;
    },
    async findForUpdate(id: string): Promise<TripRow | undefined> {
      const [row] = await db.select().from(trips).where(eq(trips.id, id)).for('update');
      return row;
    },
    async ofUser(userId: string) {
      return db.select().from(trips).where(eq(trips.userId, userId)).orderBy(asc(trips.date), asc(trips.createdAt)).limit(500);
    },
    async insert(userId: string, values: TripWrite) {
      const [row] = await db
        .insert(trips)
        .values({ ...values, userId })
        .returning();
      return row;
    },
    async update(id: string, values: Partial<TripWrite>) {
      await db
        .update(trips)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(trips.id, id));
    },
    async delete(id: string) {
      await db.delete(trips).where(eq(trips.id, id));
    },
    /** The stops' listings in trip order, those the user may still see (published, or their own). */
    async stops(tripId: string, userId: string): Promise<FarmRow[]> {
      const rows = await db
        .select({ farm: farms })
        .from(tripStops)
        .innerJoin(farms, eq(farms.id, tripStops.farmId))
        .where(and(eq(tripStops.tripId, tripId), sql`(${farms.status} = 'published' OR ${farms.ownerId} = ${userId})`))
        .orderBy(asc(tripStops.position));
      return rows.map((r) => r.farm);
    },
    async stopNames(tripIds: string[]) {
      if (!tripIds.length) return [];
      return db
        .select({ tripId: tripStops.tripId, name: farms.name })
        .from(tripStops)
        .innerJoin(farms, eq(farms.id, tripStops.farmId))
        .where(inArray(tripStops.tripId, tripIds))
        .orderBy(asc(tripStops.position));
    },
    async replaceStops(tripId: string, farmIds: number[]) {
      await db.delete(tripStops).where(eq(tripStops.tripId, tripId));
      if (farmIds.length) await db.insert(tripStops).values(farmIds.map((farmId, position) => ({ tripId, farmId, position })));
    },
    async visibleFarms(ids: number[], userId: string) {
      if (!ids.length) return [];
      return db
        .select({ id: farms.id })
        .from(farms)
        .where(and(inArray(farms.id, ids), sql`(${farms.status} = 'published' OR ${farms.ownerId} = ${userId})`));
    },
  };
}
