import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { ImportListQuerySchema, ImportResult, ImportRunPage } from '@common/schemas/imports.js';
import type { Db } from '../../db/client.js';
import type { ImportReportData } from '../../db/schema/index.js';
// Derived data (open intervals, search document, map cells) must follow every write to farms.
import { recountMapCells, refreshOpenIntervals } from '../farms/hours/open-intervals.js';
import type { Actor } from '../../lib/actor.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { importRunsRepository } from './imports.repository.js';
import type { ImportFormat, ImportedListing, Mapped } from './listing.js';
import { mapOsmFeature, type OsmFeature } from './osm.js';
import { mapCsvRow } from './plain-csv.js';
import { readRecords } from './readers.js';
import { writeBatch } from './upsert.repository.js';
import { mapUsdaRow } from './usda.js';

export type ImportReport = ImportReportData;
/** The report lists this many rejections (and warnings); `rejected` (`warned`) counts them all. */
export const MAX_LISTED_REJECTIONS = 200;
/** Rows per INSERT: ~20 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH_SIZE = 500;

function mapRecord(format: ImportFormat, record: unknown): Mapped & { id?: string } {
  if (!record || typeof record !== 'object') return { reject: 'not a record' };
  if (format === 'usda') return mapUsdaRow(record as Record<string, string>);
  if (format === 'osm') return mapOsmFeature(record as OsmFeature);
  return mapCsvRow(record as Record<string, string>);
}

export interface ImportOptions {
  format: ImportFormat;
  input: Readable;
  fileName: string;
  startedBy?: string | null;
}

/**
 * Reads a file record by record, maps each to a listing or a rejection, and writes accepted ones in
 * batches (each its own transaction), so a 24k-feature file never sits in one huge statement. The run
 * and its report are stored in import_runs, also when the file turns out to be unreadable half-way.
 */
export async function runImport(db: Db, { format, input, fileName, startedBy = null }: ImportOptions): Promise<{ runId: string; report: ImportReport }> {
  const runs = importRunsRepository(db);
  const run = await runs.start({ format, fileName: fileName.slice(0, 200), startedBy });
  const report: Required<ImportReport> = { read: 0, created: 0, updated: 0, skipped: 0, rejected: 0, rejections: [], warned: 0, warnings: [] };
  const listed = (list: ImportReport['rejections'], row: number | string, reason: string) => list.length < MAX_LISTED_REJECTIONS && list.push({ row, reason });
  const reject = (row: number | string, reason: string) => (report.rejected++, listed(report.rejections, row, reason));
  const warn = (row: number | string, reason: string) => (report.warned++, listed(report.warnings, row, reason));
  const firstRow = new Map<string, number | string>();
  let batch: ImportedListing[] = [];
  // One batch is written while the next is mapped: mapping is CPU in this process (the opening_hours
  // library), writing waits on the database, so overlapping them nearly hides one behind the other.
  let writing: Promise<void> = Promise.resolve();
  const touchedCells = new Set<number>(); // map counts are redone once, at the end
  let writeError: unknown = null;
  const flush = async () => {
    await writing;
    if (writeError) throw writeError;
    const listings = batch;
    batch = [];
    writing = (async () => {
      const result = await writeBatch(db, format, listings);
      report.created += result.created;
      report.updated += result.updated;
      report.skipped += result.skipped;
      await refreshOpenIntervals(db, result.changedIds, new Date(), { deferMapCells: touchedCells });
    })().catch((err) => void (writeError = err)); // kept, and thrown at the next flush
  };
  try {
    for await (const { row, record } of readRecords(format, input)) {
      report.read++;
      const mapped = mapRecord(format, record);
      const where = mapped.id ?? row;
      if ('reject' in mapped) {
        reject(where, mapped.reject);
        continue;
      }
      const { externalId } = mapped.listing;
      // The same id twice in one file would make one INSERT update its own row (an error in PostgreSQL).
      if (firstRow.has(externalId)) {
        reject(where, `duplicate of row ${firstRow.get(externalId)} (same id ${externalId})`);
        continue;
      }
      firstRow.set(externalId, where);
      if (mapped.warning) warn(where, mapped.warning);
      batch.push(mapped.listing);
      if (batch.length >= BATCH_SIZE) await flush();
    }
    await flush();
    await writing;
    if (writeError) throw writeError;
    await recountMapCells(db, touchedCells);
    await runs.finish(run.id, 'succeeded', report);
    return { runId: run.id, report };
  } catch (err) {
    await writing; // never leave a batch running behind a failed run
    await recountMapCells(db, touchedCells).catch(() => {}); // what did commit is counted
    await runs.finish(run.id, 'failed', report, err instanceof Error ? err.message.slice(0, 500) : 'Import failed');
    throw err;
  }
}

/** Admin → Imports: the history of runs, and a file uploaded in the console. */
export function importsAdminService(db: Db) {
  return {
    async runs(admin: Actor, { limit, cursor }: z.output<typeof ImportListQuerySchema>): Promise<ImportRunPage> {
      mustBeAdmin(admin);
      return importRunsRepository(db).list(limit, cursor);
    },

    /** The whole file, already in memory: one cut off by the size limit is never half-imported. */
    async upload(admin: Actor, { format, data, fileName }: { format: ImportFormat; data: Buffer; fileName: string }): Promise<ImportResult> {
      mustBeAdmin(admin);
      const { runId, report } = await runImport(db, { format, input: Readable.from([data]), fileName: fileName || 'upload', startedBy: admin.id });
      await recordAuditBy(db, admin, {
        action: 'import.run',
        summary: `Imported ${fileName || 'a file'} (${format}): ${report.created} created, ${report.updated} updated, ${report.rejected} rejected`,
        target: { type: 'import', id: runId },
      });
      return { runId, ...report };
    },
  };
}
