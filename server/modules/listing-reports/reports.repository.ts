import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { OpenReport, ReportKind } from '@common/schemas/listing-reports.js';
import { listingReports, listingReportVoices, type ListingReportRow } from '../../db/schema/index.js';
import type { DbOrTx } from '../farms/sql.js';

export function reportsRepository(db: DbOrTx) {
  return {
    async find(id: string) {
      const [row] = await db.select().from(listingReports).where(eq(listingReports.id, id));
      return row;
    },
    /** The open report of this kind, made now if there is none (one open report per listing and kind). */
    async openOrCreate(farmId: number, kind: ReportKind): Promise<{ report: ListingReportRow; created: boolean }> {
      const [made] = await db.insert(listingReports).values({ farmId, kind }).onConflictDoNothing().returning();
      if (made) return { report: made, created: true };
      const [found] = await db
        .select()
        .from(listingReports)
        .where(and(eq(listingReports.farmId, farmId), eq(listingReports.kind, kind), eq(listingReports.status, 'open')));
      return { report: found, created: false };
    },
    /** Adds a person to the report; false when they are behind it already. */
    async addVoice(report: ListingReportRow, userId: string, note: string | null): Promise<ListingReportRow | null> {
      const [voice] = await db.insert(listingReportVoices).values({ reportId: report.id, userId, note }).onConflictDoNothing().returning();
      if (!voice) return null;
      const [row] = await db
        .update(listingReports)
        .set({ reporterCount: sql`${listingReports.reporterCount} + 1`, lastReportedAt: sql`now()` })
        .where(eq(listingReports.id, report.id))
        .returning();
      return row;
    },
    async openOf(farmId: number) {
      return db
        .select()
        .from(listingReports)
        .where(and(eq(listingReports.farmId, farmId), eq(listingReports.status, 'open')))
        .orderBy(desc(listingReports.lastReportedAt));
    },
    /** Which of these reports the user is behind. */
    async voicedBy(userId: string, reportIds: string[]) {
      if (!reportIds.length) return new Set<string>();
      const rows = await db
        .select({ id: listingReportVoices.reportId })
        .from(listingReportVoices)
        .where(and(eq(listingReportVoices.userId, userId), inArray(listingReportVoices.reportId, reportIds)));
      return new Set(rows.map((r) => r.id));
    },
    async update(id: string, values: Partial<typeof listingReports.$inferInsert>) {
      const [row] = await db.update(listingReports).set(values).where(eq(listingReports.id, id)).returning();
      return row;
    },
  };
}

export function presentOpenReport(row: ListingReportRow, mine: boolean): OpenReport {
  return {
    id: row.id,
    kind: row.kind,
    reporters: row.reporterCount,
    since: row.createdAt.toISOString(),
    mine,
    ownerReply: row.ownerReply && row.ownerRepliedAt ? { body: row.ownerReply, at: row.ownerRepliedAt.toISOString() } : null,
  };
}

/** Answers a listing's other open reports with the same resolution (hiding or merging it answers them all). */
export async function resolveOtherOpenReports(db: DbOrTx, farmId: number, exceptId: string, resolved: Partial<ListingReportRow>) {
  await db
    .update(listingReports)
    .set(resolved)
    .where(and(eq(listingReports.farmId, farmId), eq(listingReports.status, 'open'), ne(listingReports.id, exceptId)));
}
