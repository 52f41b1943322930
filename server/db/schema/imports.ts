import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export interface ImportReportData {
  read: number;
  created: number;
  updated: number;
  /** Rows matching a listing a farmer has claimed: the farmer's edits win, the import leaves it alone. */
  skipped: number;
  rejected: number;
  rejections: Array<{ row: number | string; reason: string }>;
  /** Rows imported with something left out (hours the opening_hours library cannot read); absent in older runs. */
  warned?: number;
  warnings?: Array<{ row: number | string; reason: string }>;
}

/** One run of the listings import (CLI or admin upload) and its report. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    format: text('format', { enum: ['usda', 'osm', 'csv'] }).notNull(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    report: jsonb('report').$type<ImportReportData>(),
    error: text('error'),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt)],
);

export type ImportRunRow = typeof importRuns.$inferSelect;
