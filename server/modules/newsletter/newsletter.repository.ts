import crypto from 'node:crypto';
import { and, asc, count, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers as subs } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../admin/paging.js';

export type SubscriberRow = typeof subs.$inferSelect;
const SORT = { subscribed: subs.subscribedAt, email: subs.email } as const;

export function newsletterRepository(db: Db) {
  return {
    /** One row per address (any case); subscribing again undoes a past unsubscribe. When it first subscribed. */
    async subscribe(email: string, source: string): Promise<Date> {
      // Drizzle cannot name an expression index as the conflict target, hence plain SQL here.
      const { rows } = await db.$client.query<{ subscribed_at: Date }>(
        `INSERT INTO newsletter_subscribers (email, unsubscribe_token, source) VALUES ($1, $2, $3)
         ON CONFLICT (lower(email)) DO UPDATE SET unsubscribed_at = NULL
         RETURNING subscribed_at`,
        [email, crypto.randomBytes(24).toString('base64url'), source],
      );
      return rows[0].subscribed_at;
    },

    /** Whether the token names a subscriber (unsubscribed now, or already). */
    async unsubscribeByToken(token: string): Promise<boolean> {
      const rows = await db
        .update(subs)
        .set({ unsubscribedAt: sql`coalesce(${subs.unsubscribedAt}, now())` })
        .where(sql`${subs.unsubscribeToken} = ${token}`)
        .returning({ email: subs.email });
      return rows.length > 0;
    },

    async unsubscribeById(id: string): Promise<SubscriberRow | undefined> {
      const [row] = await db
        .update(subs)
        .set({ unsubscribedAt: sql`coalesce(${subs.unsubscribedAt}, now())` })
        .where(eq(subs.id, id))
        .returning();
      return row;
    },

    /** A page of the admin table (one more row than `limit`, to know there is a next page) and the total. */
    async page(opts: { q?: string; status: 'active' | 'unsubscribed' | 'all'; sort: keyof typeof SORT; dir: 'asc' | 'desc'; limit: number; offset: number }) {
      const { q, status, sort, dir, limit, offset } = opts;
      const where = and(
        q ? ilike(subs.email, likePattern(q)) : undefined,
        status === 'active' ? isNull(subs.unsubscribedAt) : status === 'unsubscribed' ? isNotNull(subs.unsubscribedAt) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(subs)
          .where(where)
          .orderBy(...orderBy(SORT[sort], dir, subs.id))
          .limit(limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(subs).where(where),
      ]);
      return { rows, total };
    },

    /** Every active address, oldest first. */
    active: () => db.select().from(subs).where(isNull(subs.unsubscribedAt)).orderBy(asc(subs.subscribedAt), asc(subs.id)),
  };
}
