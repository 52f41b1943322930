import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AdminReview } from '@common/schemas/reviews.js';
import type { DbOrTx } from '../../db/client.js';
import { farms, reviewReports, reviews, users } from '../../db/schema/index.js';
import { likePattern } from '../../lib/admin-paging.js';

export interface AdminReviewFilter {
  q?: string;
  status: 'reported' | 'hidden' | 'all';
}
type Sort = 'reports' | 'created' | 'rating';

/** How many reports of a review the table shows (the counts are always complete). */
const LATEST_REPORTS = 5;

export function reviewsAdminRepository(db: DbOrTx) {
  // Open reports per review: a small set (the partial index), however many were ever handled.
  const open = db
    .select({
      reviewId: reviewReports.reviewId,
      n: sql<number>`count(*)::int`.as('open_n'),
      last: sql<string>`max(${reviewReports.createdAt})`.as('open_last'),
    })
    .from(reviewReports)
    .where(isNull(reviewReports.resolvedAt))
    .groupBy(reviewReports.reviewId)
    .as('open_reports');
  const openCount = sql<number>`coalesce(${open.n}, 0)`;

  function where({ q, status }: AdminReviewFilter): SQL | undefined {
    const like = q ? likePattern(q) : null;
    return and(
      like ? or(ilike(reviews.body, like), ilike(users.firstName, like), ilike(users.email, like), ilike(farms.name, like)) : undefined,
      status === 'reported'
        ? or(and(isNotNull(open.n), isNull(reviews.hiddenAt)), isNotNull(reviews.heldAt))
        : status === 'hidden'
          ? isNotNull(reviews.hiddenAt)
          : undefined,
    );
  }

  function orderBy(sort: Sort, dir: 'asc' | 'desc'): SQL[] {
    const by = dir === 'asc' ? asc : desc;
    const head = sort === 'reports' ? [by(openCount), by(open.last)] : sort === 'rating' ? [by(reviews.rating)] : [];
    // Then newest, then the id: a total order, so pages never repeat or skip a row.
    return [...head, by(reviews.createdAt), by(reviews.id)];
  }

  const row = {
    review: reviews,
    farmName: farms.name,
    authorName: users.firstName,
    authorEmail: users.email,
    openReports: openCount,
  };
  const joined = <Q extends PgSelect>(q: Q) =>
    q.innerJoin(users, eq(users.id, reviews.userId)).innerJoin(farms, eq(farms.id, reviews.farmId)).leftJoin(open, eq(open.reviewId, reviews.id));
  const rows = () => joined(db.select(row).from(reviews).$dynamic());
  const total = () => joined(db.select({ total: count() }).from(reviews).$dynamic());

  /** The latest reports of these reviews (open ones first), and how many each has in all. */
  async function reportsOf(ids: string[]) {
    if (ids.length === 0) return new Map<string, { total: number; latest: AdminReview['reports']['latest'] }>();
    const ranked = db
      .select({
        reviewId: reviewReports.reviewId,
        reason: reviewReports.reason,
        at: reviewReports.createdAt,
        resolvedAt: reviewReports.resolvedAt,
        rank: sql<number>`row_number() OVER (PARTITION BY ${reviewReports.reviewId} ORDER BY ${reviewReports.resolvedAt} IS NULL DESC, ${reviewReports.createdAt} DESC)`.as(
          'rank',
        ),
        total: sql<number>`(count(*) OVER (PARTITION BY ${reviewReports.reviewId}))::int`.as('total'),
      })
      .from(reviewReports)
      .where(inArray(reviewReports.reviewId, ids))
      .as('ranked');
    const rows = await db.select().from(ranked).where(lte(ranked.rank, LATEST_REPORTS)).orderBy(ranked.reviewId, ranked.rank);
    const byReview = new Map<string, { total: number; latest: AdminReview['reports']['latest'] }>();
    for (const r of rows) {
      const entry = byReview.get(r.reviewId) ?? { total: r.total, latest: [] };
      entry.latest.push({ reason: r.reason, at: new Date(r.at).toISOString(), open: r.resolvedAt === null });
      byReview.set(r.reviewId, entry);
    }
    return byReview;
  }

  return {
    async list(f: AdminReviewFilter, sort: Sort, dir: 'asc' | 'desc', limit: number, offset: number) {
      const [found, [{ total: n }]] = await Promise.all([
        rows()
          .where(where(f))
          .orderBy(...orderBy(sort, dir))
          .limit(limit + 1)
          .offset(offset),
        total().where(where(f)),
      ]);
      const reports = await reportsOf(found.slice(0, limit).map((r) => r.review.id));
      return { rows: found.map((r) => ({ ...r, reports: reports.get(r.review.id) })), total: n };
    },

    async find(id: string) {
      const [found] = await rows().where(eq(reviews.id, id));
      if (!found) return undefined;
      return { ...found, reports: (await reportsOf([id])).get(id) };
    },
  };
}

export type AdminReviewRow = NonNullable<Awaited<ReturnType<ReturnType<typeof reviewsAdminRepository>['find']>>>;

export function presentAdminReview(r: AdminReviewRow): AdminReview {
  const { review } = r;
  return {
    id: review.id,
    farm: { id: review.farmId, name: r.farmName },
    author: { id: review.userId, firstName: r.authorName, email: r.authorEmail },
    rating: review.rating,
    body: review.body,
    createdAt: review.createdAt.toISOString(),
    edited: review.updatedAt.getTime() - review.createdAt.getTime() > 1000,
    hidden: review.hiddenAt !== null,
    held: review.heldAt !== null,
    reply: review.reply && review.repliedAt ? { body: review.reply, at: review.repliedAt.toISOString() } : null,
    reports: { open: r.openReports, total: r.reports?.total ?? 0, latest: r.reports?.latest ?? [] },
  };
}
