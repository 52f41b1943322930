import { and, count, desc, eq, ilike, isNull, lte, gt, or, sql } from 'drizzle-orm';
import type { ADMIN_SPONSOR_SORTS } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import { sponsorAssets, sponsorEvents } from '../../db/schema/index.js';
import { dailyCounts } from '../admin/overview.repository.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';

export type SponsorRow = typeof sponsorAssets.$inferSelect;

export function sponsorsRepository(db: Db) {
  return {
    /** Active and within its schedule right now, newest first. */
    async activeForPlacement(placement: 'popup') {
      const now = new Date();
      return db
        .select()
        .from(sponsorAssets)
        .where(
          and(
            eq(sponsorAssets.placement, placement),
            eq(sponsorAssets.isActive, true),
            or(isNull(sponsorAssets.startsAt), lte(sponsorAssets.startsAt, now)),
            or(isNull(sponsorAssets.endsAt), gt(sponsorAssets.endsAt, now)),
          ),
        )
        .orderBy(desc(sponsorAssets.createdAt))
        .limit(10);
    },
    /** One page of the admin sponsors table with each asset's impressions and clicks, searched and sorted on the server. */
    async list({
      q,
      sort,
      dir,
      limit,
      offset,
    }: {
      q?: string;
      sort: (typeof ADMIN_SPONSOR_SORTS)[number];
      dir: 'asc' | 'desc';
      limit: number;
      offset: number;
    }) {
      const counts = db
        .select({
          assetId: sponsorEvents.assetId,
          impressions: sql<number>`count(*) FILTER (WHERE ${sponsorEvents.kind} = 'impression')::int`.as('impressions'),
          clicks: sql<number>`count(*) FILTER (WHERE ${sponsorEvents.kind} = 'click')::int`.as('clicks'),
        })
        .from(sponsorEvents)
        .groupBy(sponsorEvents.assetId)
        .as('counts');
      const impressions = sql<number>`coalesce(${counts.impressions}, 0)`;
      const clicks = sql<number>`coalesce(${counts.clicks}, 0)`;
      const by = {
        created: sponsorAssets.createdAt,
        title: sql`lower(${sponsorAssets.title})`,
        impressions,
        clicks,
        clickRate: sql`coalesce(${counts.clicks}::float8 / nullif(${counts.impressions}, 0), 0)`,
      }[sort];
      const pattern = q ? likePattern(q) : null;
      const where = pattern ? or(ilike(sponsorAssets.title, pattern), ilike(sponsorAssets.linkUrl, pattern)) : undefined;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ asset: sponsorAssets, impressions, clicks })
          .from(sponsorAssets)
          .leftJoin(counts, eq(counts.assetId, sponsorAssets.id))
          .where(where)
          .orderBy(...orderBy(by, dir, sponsorAssets.id))
          .limit(limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(sponsorAssets).where(where),
      ]);
      return { rows, total };
    },
    async findById(id: string) {
      const [row] = await db.select().from(sponsorAssets).where(eq(sponsorAssets.id, id));
      return row;
    },
    async insert(values: typeof sponsorAssets.$inferInsert) {
      const [row] = await db.insert(sponsorAssets).values(values).returning();
      return row;
    },
    async update(id: string, values: Partial<typeof sponsorAssets.$inferInsert>) {
      const [row] = await db
        .update(sponsorAssets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(sponsorAssets.id, id))
        .returning();
      return row;
    },
    async delete(id: string) {
      const rows = await db.delete(sponsorAssets).where(eq(sponsorAssets.id, id)).returning({ id: sponsorAssets.id });
      return rows.length > 0;
    },
    /** Records an event once per (asset, kind, placement, session): repeating it is harmless. */
    /** Whether this showing (session) of the asset recorded its impression. */
    async wasShown(assetId: string, placement: string, sessionId: string) {
      const rows = await db
        .select({ id: sponsorEvents.id })
        .from(sponsorEvents)
        .where(
          and(
            eq(sponsorEvents.assetId, assetId),
            eq(sponsorEvents.kind, 'impression'),
            eq(sponsorEvents.placement, placement),
            eq(sponsorEvents.sessionId, sessionId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
    async recordEvent(values: typeof sponsorEvents.$inferInsert) {
      const rows = await db.insert(sponsorEvents).values(values).onConflictDoNothing().returning({ id: sponsorEvents.id });
      return rows.length > 0;
    },
  };
}

/** One sponsor asset's impressions or clicks per UTC day of `dates`. */
export const sponsorEventsPerDay = (db: Db, assetId: string, kind: 'impression' | 'click', dates: string[]) =>
  dailyCounts(db, { table: sponsorEvents, at: sponsorEvents.createdAt, where: and(eq(sponsorEvents.assetId, assetId), eq(sponsorEvents.kind, kind)) }, dates);
