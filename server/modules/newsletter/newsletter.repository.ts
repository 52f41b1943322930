import crypto from 'node:crypto';
import { and, asc, count, eq, ilike, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers as subs } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';

export type SubscriberRow = typeof subs.$inferSelect;
const SORT = { subscribed: subs.subscribedAt, email: subs.email } as const;

export function newsletterRepository(db: Db) {
  return {
    /** One row per address (any case); an address that unsubscribed stays so (decision 048). When it first subscribed. */
    async subscribe(email: string, source: string): Promise<{ since: Date; unsubscribed: boolean }> {
      // Drizzle cannot name an expression index as the conflict target, hence plain SQL here. The no-op update
      // makes RETURNING give the row that was there.
      const { rows } = await db.$client.query<{ subscribed_at: Date; unsubscribed_at: Date | null }>(
        `INSERT INTO newsletter_subscribers (email, unsubscribe_token, source) VALUES ($1, $2, $3)
         ON CONFLICT (lower(email)) DO UPDATE SET email = newsletter_subscribers.email
         RETURNING subscribed_at, unsubscribed_at`,
        [email, crypto.randomBytes(24).toString('base64url'), source],
      );
      return { since: rows[0].subscribed_at, unsubscribed: rows[0].unsubscribed_at !== null };
    },

    /** A new token for an address that unsubscribed, for the link mailed to it: an older link stops working. */
    async newConfirmToken(email: string): Promise<string | undefined> {
      const [row] = await db
        .update(subs)
        .set({ unsubscribeToken: crypto.randomBytes(24).toString('base64url') })
        .where(and(sql`lower(${subs.email}) = ${email.toLowerCase()}`, isNotNull(subs.unsubscribedAt)))
        .returning({ token: subs.unsubscribeToken });
      return row?.token;
    },

    /** Whether the token is the newest one mailed to an address that unsubscribed: subscribed again now. */
    async confirmByToken(token: string): Promise<boolean> {
      const rows = await db
        .update(subs)
        .set({ unsubscribedAt: null })
        .where(and(sql`${subs.unsubscribeToken} = ${token}`, isNotNull(subs.unsubscribedAt)))
        .returning({ id: subs.id });
      return rows.length > 0;
    },

    /** Whether the token names an address that is subscribed (a confirmation link opened twice). */
    async isSubscribedToken(token: string): Promise<boolean> {
      const rows = await db
        .select({ id: subs.id })
        .from(subs)
        .where(and(sql`${subs.unsubscribeToken} = ${token}`, isNull(subs.unsubscribedAt)));
      return rows.length > 0;
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
