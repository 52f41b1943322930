import { and, desc, eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { encodeTimeCursor, readTimeCursor } from '../../lib/cursor.js';
import { importRuns, type ImportReportData, type ImportRunRow } from '../../db/schema/index.js';
import type { ImportFormat, ImportRun } from '@common/schemas/imports.js';

export type { ImportRun };

export const presentRun = (r: ImportRunRow): ImportRun => ({
  id: r.id,
  format: r.format,
  fileName: r.fileName,
  status: r.status,
  report: r.report,
  error: r.error,
  startedAt: r.startedAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

// Opaque cursor: the last row's start time and id, so paging never repeats or skips a run.
const encodeCursor = (r: ImportRunRow) => encodeTimeCursor(r.startedAt, r.id);
const decodeCursor = readTimeCursor;

export function importRunsRepository(db: Db) {
  return {
    async start(values: { format: ImportFormat; fileName: string; startedBy: string | null }) {
      const [row] = await db.insert(importRuns).values(values).returning();
      return row;
    },
    async finish(id: string, status: 'succeeded' | 'failed', report: ImportReportData, error: string | null = null) {
      await db.update(importRuns).set({ status, report, error, finishedAt: new Date() }).where(eq(importRuns.id, id));
    },
    /** Newest first; null `cursor` in the answer means there are no more. */
    async list(limit: number, cursor?: string): Promise<{ items: ImportRun[]; nextCursor: string | null }> {
      const after = cursor ? decodeCursor(cursor) : null;
      const rows = await db
        .select()
        .from(importRuns)
        .where(after ? or(lt(importRuns.startedAt, after.at), and(eq(importRuns.startedAt, after.at), lt(importRuns.id, after.id))) : undefined)
        .orderBy(desc(importRuns.startedAt), desc(importRuns.id))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      return { items: page.map(presentRun), nextCursor: rows.length > limit ? encodeCursor(page[page.length - 1]) : null };
    },
  };
}
