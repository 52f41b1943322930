import { and, eq, gt, sql } from 'drizzle-orm';
import { listingConfirmations } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

/** How long "found it closed" answers count towards the warning. */
export const CLOSED_WINDOW_HOURS = 24;

export function confirmationsRepository(db: DbOrTx) {
  return {
    async findDay(farmId: number, userId: string, localDate: string) {
      const [row] = await db
        .select()
        .from(listingConfirmations)
        .where(and(eq(listingConfirmations.farmId, farmId), eq(listingConfirmations.userId, userId), eq(listingConfirmations.localDate, localDate)));
      return row;
    },
    /** Null when the day's answer exists already (a concurrent request won). */
    async insert(values: typeof listingConfirmations.$inferInsert) {
      const [row] = await db.insert(listingConfirmations).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },
    /**
     * Different visitors who found the listing closed while its hours said open, in the last day and since
     * the hours were last confirmed (by its owner, or by a visitor who found it open).
     */
    async closedVisitors(farmId: number, confirmedAt: Date | null, now: Date) {
      const since = new Date(Math.max(now.getTime() - CLOSED_WINDOW_HOURS * 3600_000, confirmedAt?.getTime() ?? 0));
      const [row] = await db
        .select({
          visitors: sql<number>`count(DISTINCT ${listingConfirmations.userId})::int`,
          latest: sql<string | null>`max(${listingConfirmations.answeredAt})`,
        })
        .from(listingConfirmations)
        .where(
          and(
            eq(listingConfirmations.farmId, farmId),
            sql`NOT ${listingConfirmations.open} AND ${listingConfirmations.hoursSaidOpen}`,
            gt(listingConfirmations.answeredAt, since),
          ),
        );
      return { visitors: row.visitors, latestAt: row.latest ? new Date(row.latest) : null };
    },
  };
}
