import { and, eq, inArray, sql } from 'drizzle-orm';
import { favorites, farms } from '../../db/schema/index.js';
import type { Origin } from '../farms/search/search-sort.js';
import { earthPoint } from '../farms/search/earth.js';
import { SUMMARY_COLUMNS, type SummaryRow } from '../farms/search/search.repository.js';
import { jsonRows, lit, type DbOrTx } from '../farms/sql.js';

export type FavoriteRow = SummaryRow & { chord: number | null; favorited_at: string };

export function favoritesRepository(db: DbOrTx) {
  return {
    /** Adds the row and counts it on the listing, once: a second favorite changes nothing. */
    async add(userId: string, farmId: number): Promise<boolean> {
      const added = await db.insert(favorites).values({ userId, farmId }).onConflictDoNothing().returning({ farmId: favorites.farmId });
      if (added.length)
        await db
          .update(farms)
          .set({ favoriteCount: sql`${farms.favoriteCount} + 1` })
          .where(eq(farms.id, farmId));
      return added.length > 0;
    },
    async remove(userId: string, farmId: number): Promise<boolean> {
      const removed = await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.farmId, farmId)))
        .returning({ farmId: favorites.farmId });
      if (removed.length)
        await db
          .update(farms)
          .set({ favoriteCount: sql`greatest(0, ${farms.favoriteCount} - 1)` })
          .where(eq(farms.id, farmId));
      return removed.length > 0;
    },
    async count(farmId: number): Promise<number> {
      const [row] = await db.select({ n: farms.favoriteCount }).from(farms).where(eq(farms.id, farmId));
      return row?.n ?? 0;
    },
    async idsAmong(userId: string, farmIds: number[]): Promise<number[]> {
      if (!farmIds.length) return [];
      const found = await db
        .select({ id: favorites.farmId })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), inArray(favorites.farmId, farmIds)));
      return found.map((r) => r.id);
    },
    async allIds(userId: string): Promise<number[]> {
      return (await db.select({ id: favorites.farmId }).from(favorites).where(eq(favorites.userId, userId))).map((r) => r.id);
    },
    /**
     * A page of the user's saved listings that they may still see (published, or their own), nearest first
     * with an origin, else newest saved first. A user saves tens, not thousands: an offset page is enough.
     */
    async page(userId: string, origin: Origin | null, offset: number, limit: number): Promise<FavoriteRow[]> {
      const chord = origin ? sql`fsf_earth(f.lat, f.lng) <-> ${earthPoint(origin)}::cube` : sql`NULL::float8`;
      const order = origin ? sql`t.chord, t.id` : sql`t.favorited_at DESC, t.id`;
      return jsonRows<FavoriteRow>(
        db,
        sql`SELECT ${SUMMARY_COLUMNS}, ${chord} AS chord, fv.created_at AS favorited_at
            FROM favorites fv JOIN farms f ON f.id = fv.farm_id
            WHERE fv.user_id = ${userId}::uuid AND (f.status = 'published' OR f.owner_id = ${userId}::uuid)
            ORDER BY ${origin ? sql`chord, f.id` : sql`fv.created_at DESC, f.id`}
            OFFSET ${lit(offset)} LIMIT ${lit(limit)}`,
        order,
      );
    },
  };
}
