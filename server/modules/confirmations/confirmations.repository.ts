import { and, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { closedWarningAnswers, farms, listingConfirmations, users } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

/** How long "found it closed" answers count towards the warning. */
export const CLOSED_WINDOW_HOURS = 24;
/** An account younger than this does not move a listing's freshness on its own (issue 29 point 3). */
export const NEW_ACCOUNT_HOURS = 24;

/**
 * Whether the answer's account weighs (issue 29 point 3, decision 033): older than a day when it answered, and none
 * of its answers ever refuted by an owner or an admin. A light account's answer is kept, and moves nothing alone.
 */
const weighs = sql<boolean>`(${users.createdAt} <= ${listingConfirmations.answeredAt} - make_interval(hours => ${NEW_ACCOUNT_HOURS})
  AND NOT EXISTS (SELECT 1 FROM listing_confirmations r WHERE r.user_id = ${listingConfirmations.userId} AND r.refuted_at IS NOT NULL))`;

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
    /** Whether this account's word weighs (see `weighs`), for an answer given at `at`. */
    async accountWeighs(userId: string, at: Date) {
      const [row] = await db
        .execute<{ weighs: boolean }>(
          sql`SELECT (u.created_at <= ${at.toISOString()}::timestamptz - make_interval(hours => ${NEW_ACCOUNT_HOURS})
              AND NOT EXISTS (SELECT 1 FROM listing_confirmations r WHERE r.user_id = u.id AND r.refuted_at IS NOT NULL)) AS weighs
            FROM users u WHERE u.id = ${userId}`,
        )
        .then((r) => r.rows);
      return row?.weighs ?? false;
    },
    /**
     * The closed warning's count: the different visitors, and the different networks they answered from, who found
     * the listing closed while its hours said open, in the last day and since the hours were last confirmed (by its
     * owner, or by a visitor who found it open), not refuted, from accounts that weigh. `except` leaves one answer out.
     */
    async closedVisitors(farmId: number, confirmedAt: Date | null, now: Date, except?: string) {
      const [row] = await db
        .select({
          visitors: sql<number>`count(DISTINCT ${listingConfirmations.userId})::int`,
          networks: sql<number>`count(DISTINCT ${listingConfirmations.network})::int`,
          latest: sql<string | null>`max(${listingConfirmations.answeredAt})`,
        })
        .from(listingConfirmations)
        .innerJoin(users, eq(users.id, listingConfirmations.userId))
        .where(and(...closedSince(farmId, confirmedAt, now), weighs, except ? ne(listingConfirmations.id, except) : undefined));
      // Two accounts on one network are one voice: the warning counts the smaller of the two.
      return { visitors: Math.min(row.visitors, row.networks), latestAt: row.latest ? new Date(row.latest) : null };
    },
    /** Who said it was closed, for the owner and admins (issue 29 point 3): every answer of the window, weighed or not. */
    async closedAnswers(farmId: number, confirmedAt: Date | null, now: Date) {
      return db
        .select({
          id: listingConfirmations.id,
          userId: listingConfirmations.userId,
          firstName: users.firstName,
          answeredAt: listingConfirmations.answeredAt,
          counted: weighs,
        })
        .from(listingConfirmations)
        .innerJoin(users, eq(users.id, listingConfirmations.userId))
        .where(and(...closedSince(farmId, confirmedAt, now)))
        .orderBy(desc(listingConfirmations.answeredAt))
        .limit(20);
    },
    /**
     * An admin cleared the warning: its answers count no more, and weigh their accounts down (decision 049: the owner's
     * answer is shown beside the warning and refutes nothing). Answers the number refuted.
     */
    async refute(ids: string[], by: 'owner' | 'admin', at: Date) {
      if (ids.length === 0) return 0;
      const rows = await db
        .update(listingConfirmations)
        .set({ refutedAt: at, refutedBy: by })
        .where(and(inArray(listingConfirmations.id, ids), isNull(listingConfirmations.refutedAt)))
        .returning({ id: listingConfirmations.id });
      return rows.length;
    },
    /** The ids of every unrefuted "closed" answer of the warning's window: what an admin's clearing refutes. */
    async closedIds(farmId: number, confirmedAt: Date | null, now: Date) {
      const rows = await db
        .select({ id: listingConfirmations.id })
        .from(listingConfirmations)
        .where(and(...closedSince(farmId, confirmedAt, now)));
      return rows.map((r) => r.id);
    },
    async saveAnswer(values: typeof closedWarningAnswers.$inferInsert) {
      await db
        .insert(closedWarningAnswers)
        .values(values)
        .onConflictDoUpdate({
          target: closedWarningAnswers.farmId,
          set: { by: values.by, userId: values.userId, note: values.note, answeredAt: values.answeredAt },
        });
    },
    async findAnswer(farmId: number) {
      const [row] = await db.select().from(closedWarningAnswers).where(eq(closedWarningAnswers.farmId, farmId));
      return row;
    },
  };
}

/** Where the closed warning's window starts: a day back, or the hours' last confirmation if later. */
export const closedWindowStart = (confirmedAt: Date | null, now: Date) =>
  new Date(Math.max(now.getTime() - CLOSED_WINDOW_HOURS * 3600_000, confirmedAt?.getTime() ?? 0));

function closedSince(farmId: number, confirmedAt: Date | null, now: Date): SQL[] {
  const since = closedWindowStart(confirmedAt, now);
  return [
    eq(listingConfirmations.farmId, farmId),
    sql`NOT ${listingConfirmations.open} AND ${listingConfirmations.hoursSaidOpen}`,
    gt(listingConfirmations.answeredAt, since),
    isNull(listingConfirmations.refutedAt),
  ];
}

/** A visitor found the listing open when its hours said so: its hours count as confirmed at `at`. */
export async function markHoursConfirmedByVisitor(db: DbOrTx, farmId: number, at: Date) {
  await db.update(farms).set({ hoursConfirmedAt: at, hoursConfirmedBy: 'visitor' }).where(eq(farms.id, farmId));
}
