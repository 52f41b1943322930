import { and, desc, eq, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { farms, reviewReports, reviews, reviewTombstones, users, type ReviewRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

/** `reports` counts the open ones: those no admin has dealt with yet. */
export type ReviewWithAuthor = ReviewRow & { authorName: string; authorEmail: string; reports: number };

const selection = {
  review: reviews,
  authorName: users.firstName,
  authorEmail: users.email,
  reports: sql<number>`(SELECT count(*) FROM ${reviewReports} WHERE ${reviewReports.reviewId} = ${reviews.id} AND ${reviewReports.resolvedAt} IS NULL)::int`,
};
const flat = (r: { review: ReviewRow; authorName: string; authorEmail: string; reports: number }): ReviewWithAuthor => ({
  ...r.review,
  authorName: r.authorName,
  authorEmail: r.authorEmail,
  reports: r.reports,
});

export function reviewsRepository(db: DbOrTx) {
  return {
    async find(id: string): Promise<ReviewWithAuthor | undefined> {
      const [row] = await db.select(selection).from(reviews).innerJoin(users, eq(users.id, reviews.userId)).where(eq(reviews.id, id));
      return row && flat(row);
    },
    async findByAuthor(farmId: number, userId: string) {
      const [row] = await db
        .select(selection)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(eq(reviews.farmId, farmId), eq(reviews.userId, userId)));
      return row && flat(row);
    },
    /** Newest first, keyset on (created_at, id); hidden ones only when asked (admins). */
    async page(farmId: number, after: { at: Date; id: string } | null, limit: number, withHidden: boolean) {
      const where: SQL[] = [eq(reviews.farmId, farmId)];
      if (!withHidden) where.push(isNull(reviews.hiddenAt));
      if (after) where.push(or(lt(reviews.createdAt, after.at), and(eq(reviews.createdAt, after.at), lt(reviews.id, after.id)))!);
      const rows = await db
        .select(selection)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(and(...where))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(limit);
      return rows.map(flat);
    },
    async ofUser(userId: string, limit: number) {
      return db
        .select({ review: reviews, farmName: farms.name })
        .from(reviews)
        .innerJoin(farms, eq(farms.id, reviews.farmId))
        .where(and(eq(reviews.userId, userId), eq(farms.status, 'published')))
        .orderBy(desc(reviews.createdAt))
        .limit(limit);
    },
    /** Inserts unless this user already reviewed this listing: null then. */
    async insert(values: { farmId: number; userId: string; rating: number; body: string; hiddenAt?: Date; heldAt?: Date }) {
      const [row] = await db.insert(reviews).values(values).onConflictDoNothing().returning({ id: reviews.id });
      return row?.id ?? null;
    },
    async update(id: string, values: Partial<Pick<ReviewRow, 'rating' | 'body' | 'reply' | 'repliedAt' | 'hiddenAt' | 'heldAt' | 'updatedAt'>>) {
      await db.update(reviews).set(values).where(eq(reviews.id, id));
    },
    async delete(id: string) {
      await db.delete(reviews).where(eq(reviews.id, id));
    },
    /** The author deleted a hidden review of this listing: remembered until their next review there. */
    async bury(farmId: number, userId: string, hiddenAt: Date) {
      await db
        .insert(reviewTombstones)
        .values({ farmId, userId, hiddenAt })
        .onConflictDoUpdate({ target: [reviewTombstones.farmId, reviewTombstones.userId], set: { hiddenAt, deletedAt: new Date() } });
    },
    /** Takes the author's tombstone for this listing, if any: their new review is then held back. */
    async takeTombstone(farmId: number, userId: string) {
      const rows = await db
        .delete(reviewTombstones)
        .where(and(eq(reviewTombstones.farmId, farmId), eq(reviewTombstones.userId, userId)))
        .returning({ hiddenAt: reviewTombstones.hiddenAt });
      return rows[0] ?? null;
    },
    async report(reviewId: string, userId: string, reason: string) {
      const rows = await db.insert(reviewReports).values({ reviewId, userId, reason }).onConflictDoNothing().returning({ id: reviewReports.reviewId });
      return rows.length > 0;
    },
    /** Marks the review's open reports as dealt with (hidden, or dismissed); how many were open. */
    async resolveReports(reviewId: string) {
      const rows = await db
        .update(reviewReports)
        .set({ resolvedAt: new Date() })
        .where(and(eq(reviewReports.reviewId, reviewId), isNull(reviewReports.resolvedAt)))
        .returning({ userId: reviewReports.userId });
      return rows.length;
    },
    /**
     * Recounts the listing's rating from its visible reviews. Callers hold the listing's row lock
     * (SELECT … FOR UPDATE) for the whole change, so concurrent reviews of one listing take turns and
     * each recount sees every committed review: the average never drifts.
     */
    async recountRating(farmId: number) {
      const [row] = await db
        .update(farms)
        .set({
          ratingAvg: sql`(SELECT avg(rating)::real FROM ${reviews} WHERE ${reviews.farmId} = ${farmId} AND ${reviews.hiddenAt} IS NULL)`,
          ratingCount: sql`(SELECT count(*)::int FROM ${reviews} WHERE ${reviews.farmId} = ${farmId} AND ${reviews.hiddenAt} IS NULL)`,
        })
        .where(eq(farms.id, farmId))
        .returning({ avg: farms.ratingAvg, count: farms.ratingCount });
      return row;
    },
  };
}
