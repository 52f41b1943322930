import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AdminReport, ReportKind } from '@common/schemas/listing-reports.js';
import { farms, listingReports, listingReportVoices, users, type ListingReportRow } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';
import type { DbOrTx } from '../farms/sql.js';

export interface ReportListFilter {
  q?: string;
  status: 'open' | 'resolved' | 'all';
  kind?: ReportKind;
}
const SORT = { reported: listingReports.lastReportedAt, reporters: listingReports.reporterCount, created: listingReports.createdAt } as const;
/** Notes an admin sees per report in the table (the count is always complete). */
const LATEST_NOTES = 5;

const row = {
  report: listingReports,
  farm: { id: farms.id, name: farms.name, city: farms.city, region: farms.region, status: farms.status },
  owner: { firstName: users.firstName, email: users.email },
};
type Row = { report: ListingReportRow; farm: AdminReport['farm'] & { status: string }; owner: { firstName: string; email: string } | null };

export function reportsAdminRepository(db: DbOrTx) {
  const where = (f: ReportListFilter): SQL | undefined => {
    const like = f.q ? likePattern(f.q) : null;
    return and(
      like ? or(ilike(farms.name, like), ilike(farms.city, like), ilike(users.email, like)) : undefined,
      f.status === 'all' ? undefined : eq(listingReports.status, f.status),
      f.kind ? eq(listingReports.kind, f.kind) : undefined,
    );
  };
  const joined = () =>
    db.select(row).from(listingReports).innerJoin(farms, eq(farms.id, listingReports.farmId)).leftJoin(users, eq(users.id, farms.ownerId)).$dynamic();

  async function notesOf(ids: string[]) {
    const byReport = new Map<string, AdminReport['notes']>();
    if (!ids.length) return byReport;
    const ranked = db
      .select({
        reportId: listingReportVoices.reportId,
        note: listingReportVoices.note,
        at: listingReportVoices.createdAt,
        by: users.firstName,
        rank: sql<number>`row_number() OVER (PARTITION BY ${listingReportVoices.reportId} ORDER BY ${listingReportVoices.createdAt} DESC)`.as('rank'),
      })
      .from(listingReportVoices)
      .innerJoin(users, eq(users.id, listingReportVoices.userId))
      .where(and(inArray(listingReportVoices.reportId, ids), sql`${listingReportVoices.note} IS NOT NULL`))
      .as('ranked');
    const rows = await db
      .select()
      .from(ranked)
      .where(sql`${ranked.rank} <= ${LATEST_NOTES}`)
      .orderBy(ranked.reportId, ranked.rank);
    for (const r of rows) byReport.set(r.reportId, [...(byReport.get(r.reportId) ?? []), { note: r.note!, at: new Date(r.at).toISOString(), by: r.by }]);
    return byReport;
  }

  const withNotes = async (rows: Row[]) => {
    const notes = await notesOf(rows.map((r) => r.report.id));
    return rows.map((r) => presentAdminReport(r, notes.get(r.report.id) ?? []));
  };

  return {
    async list(f: ReportListFilter, sort: keyof typeof SORT, dir: 'asc' | 'desc', limit: number, offset: number) {
      const [rows, [{ total }]] = await Promise.all([
        joined()
          .where(where(f))
          .orderBy(...orderBy(SORT[sort], dir, listingReports.id))
          .limit(limit + 1)
          .offset(offset),
        db
          .select({ total: count() })
          .from(listingReports)
          .innerJoin(farms, eq(farms.id, listingReports.farmId))
          .leftJoin(users, eq(users.id, farms.ownerId))
          .where(where(f)),
      ]);
      return { rows: await withNotes(rows as Row[]), total };
    },
    async find(id: string): Promise<AdminReport | undefined> {
      const rows = await joined().where(eq(listingReports.id, id)).orderBy(desc(listingReports.createdAt));
      return (await withNotes(rows as Row[]))[0];
    },
    /** Everyone behind the report, to tell them how it ended. */
    async reporters(id: string) {
      const rows = await db.select({ userId: listingReportVoices.userId }).from(listingReportVoices).where(eq(listingReportVoices.reportId, id));
      return rows.map((r) => r.userId);
    },
  };
}

function presentAdminReport({ report, farm, owner }: Row, notes: AdminReport['notes']): AdminReport {
  return {
    id: report.id,
    farm: { id: farm.id, name: farm.name, city: farm.city, region: farm.region, status: farm.status, owner: owner?.email ? owner : null },
    kind: report.kind,
    status: report.status,
    resolution: report.resolution,
    mergedIntoId: report.mergedIntoId,
    resolutionNote: report.resolutionNote,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    reporters: report.reporterCount,
    notes,
    ownerReply: report.ownerReply && report.ownerRepliedAt ? { body: report.ownerReply, at: report.ownerRepliedAt.toISOString() } : null,
    createdAt: report.createdAt.toISOString(),
    lastReportedAt: report.lastReportedAt.toISOString(),
  };
}
