import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { AMBASSADOR_SORTS } from '@common/schemas/ambassadors.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { ambassadorApplications as apps, farms, referrals, users } from '../../db/schema/index.js';
import { dailyCounts } from '../admin/overview.repository.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';

export type ApplicationRow = typeof apps.$inferSelect;

/** Credits per application, by kind: for the admin list. */
const credits = (kind: 'signup' | 'listing') =>
  sql<number>`(SELECT count(*)::int FROM ${referrals} WHERE ${referrals.ambassadorId} = ${apps.id} AND ${referrals.kind} = ${kind})`;

export function ambassadorsRepository(db: DbOrTx) {
  return {
    async findByUser(userId: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(apps).where(eq(apps.userId, userId));
      return row;
    },
    async findById(id: string): Promise<ApplicationRow | undefined> {
      const [row] = await db.select().from(apps).where(eq(apps.id, id));
      return row;
    },
    async findApprovedByCode(code: string): Promise<ApplicationRow | undefined> {
      const [row] = await db
        .select()
        .from(apps)
        .where(and(eq(apps.code, code.toUpperCase()), eq(apps.status, 'approved')));
      return row;
    },
    /** A new application, or a rejected one sent again; null when one is pending or approved. */
    async apply(userId: string, values: { area: string; motivation: string }): Promise<ApplicationRow | null> {
      const [row] = await db
        .insert(apps)
        .values({ userId, ...values })
        .onConflictDoUpdate({
          target: apps.userId,
          set: { ...values, status: 'pending', reviewedAt: null, createdAt: sql`now()` },
          setWhere: eq(apps.status, 'rejected'),
        })
        .returning();
      return row ?? null;
    },
    async review(id: string, values: Pick<ApplicationRow, 'status'> & { code?: string | null }) {
      const [row] = await db
        .update(apps)
        .set({ ...values, reviewedAt: new Date() })
        .where(eq(apps.id, id))
        .returning();
      return row;
    },
    async list(
      f: { q?: string; status: ApplicationRow['status'] | 'all' },
      sort: (typeof AMBASSADOR_SORTS)[number],
      dir: 'asc' | 'desc',
      limit: number,
      offset: number,
    ) {
      const by = { created: apps.createdAt, signups: credits('signup'), listings: credits('listing') }[sort];
      const q = f.q ? likePattern(f.q) : null;
      const where = and(
        q ? or(ilike(users.email, q), ilike(users.firstName, q), ilike(apps.area, q), ilike(apps.code, q)) : undefined,
        f.status === 'all' ? undefined : eq(apps.status, f.status),
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            app: apps,
            user: { id: users.id, firstName: users.firstName, email: users.email },
            signups: credits('signup'),
            listings: credits('listing'),
          })
          .from(apps)
          .innerJoin(users, eq(users.id, apps.userId))
          .where(where)
          .orderBy(...orderBy(by, dir, apps.id))
          .limit(limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(apps).innerJoin(users, eq(users.id, apps.userId)).where(where),
      ]);
      return { rows, total };
    },

    /** Records a credit once: the unique (kind, subject) index turns a repeat into nothing. */
    async credit(values: typeof referrals.$inferInsert) {
      const rows = await db.insert(referrals).values(values).onConflictDoNothing().returning({ id: referrals.id });
      return rows.length > 0;
    },
    async signupCreditOf(userId: string) {
      const [row] = await db
        .select({ ambassadorId: referrals.ambassadorId })
        .from(referrals)
        .where(and(eq(referrals.kind, 'signup'), eq(referrals.subjectId, userId)));
      return row?.ambassadorId;
    },
    /** The listings an account owns (made before its sign-up credit was recorded: events are handled in any order). */
    async listingIdsOf(ownerId: string): Promise<number[]> {
      return (await db.select({ id: farms.id }).from(farms).where(eq(farms.ownerId, ownerId))).map((r) => r.id);
    },
  };
}

/** The dashboard's numbers for one ambassador. */
export function referralStats(db: Db, ambassadorId: string) {
  return {
    async totals() {
      const [row] = await db
        .select({
          signups: sql<number>`count(*) FILTER (WHERE ${referrals.kind} = 'signup')::int`,
          listings: sql<number>`count(*) FILTER (WHERE ${referrals.kind} = 'listing')::int`,
          publishedListings: sql<number>`count(*) FILTER (WHERE ${referrals.kind} = 'listing' AND ${farms.status} = 'published')::int`,
        })
        .from(referrals)
        .leftJoin(farms, and(eq(referrals.kind, 'listing'), eq(sql`${referrals.subjectId}`, sql`${farms.id}::text`)))
        .where(eq(referrals.ambassadorId, ambassadorId));
      return row;
    },
    async recent(limit = 20) {
      return db
        .select({ kind: referrals.kind, at: referrals.createdAt, firstName: users.firstName, farmId: farms.id, farmName: farms.name, farmStatus: farms.status })
        .from(referrals)
        .leftJoin(users, eq(users.id, referrals.userId))
        .leftJoin(farms, and(eq(referrals.kind, 'listing'), eq(sql`${referrals.subjectId}`, sql`${farms.id}::text`)))
        .where(eq(referrals.ambassadorId, ambassadorId))
        .orderBy(desc(referrals.createdAt), desc(referrals.id))
        .limit(limit);
    },
  };
}

/** One ambassador's referrals of a kind per UTC day of `dates` (the admin chart). */
export const referralsPerDay = (db: Db, ambassadorId: string, kind: 'signup' | 'listing', dates: string[]) =>
  dailyCounts(db, { table: referrals, at: referrals.createdAt, where: and(eq(referrals.ambassadorId, ambassadorId), eq(referrals.kind, kind)) }, dates);
