import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';

export type NewPushSubscription = typeof pushSubscriptions.$inferInsert;

export function pushRepository(db: DbOrTx) {
  return {
    /**
     * Stores a subscription, or refreshes the caller's own row for the same endpoint (bound now to the caller's
     * current session). An endpoint that belongs to another user is left alone (one atomic statement): false then.
     */
    async upsertOwn(row: NewPushSubscription & { userId: string }) {
      const saved = await db
        .insert(pushSubscriptions)
        .values(row)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { sessionId: row.sessionId, p256dh: row.p256dh, auth: row.auth, expirationTime: row.expirationTime, failures: 0, createdAt: sql`now()` },
          setWhere: eq(pushSubscriptions.userId, row.userId),
        })
        .returning({ id: pushSubscriptions.id });
      return saved.length > 0;
    },

    /** Keeps the user's `keep` newest subscriptions and deletes the older ones. */
    async trimOldest(userId: string, keep: number) {
      const newest = db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(sql`${pushSubscriptions.createdAt} DESC, ${pushSubscriptions.id} DESC`)
        .limit(keep);
      await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.id} NOT IN (${newest})`));
    },

    removeOwn: (userId: string, endpoint: string) =>
      db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))),

    find: async (id: string) => (await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)))[0],
    remove: (id: string) => db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)),
    resetFailures: (id: string) => db.update(pushSubscriptions).set({ failures: 0 }).where(eq(pushSubscriptions.id, id)),
    countFailure: (id: string) =>
      db
        .update(pushSubscriptions)
        .set({ failures: sql`${pushSubscriptions.failures} + 1` })
        .where(eq(pushSubscriptions.id, id)),
  };
}
