import { z } from 'zod';
import { msg } from '../i18n/keys.js';

/** The listings import (server/modules/imports): USDA directories, OpenStreetMap extracts, a plain CSV. */
export const IMPORT_FORMATS = ['usda', 'osm', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** The multipart `format` field of an upload, sent before the file. */
export const ImportFormatFieldSchema = z.object({ format: z.enum(IMPORT_FORMATS, { message: msg('errors:imports.chooseFormat') }) });
export const ImportListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), cursor: z.string().max(200).optional() });

const RowProblemSchema = z.object({ row: z.union([z.number(), z.string()]), reason: z.string() });
export const ImportReportSchema = z.object({
  read: z.number(),
  created: z.number(),
  updated: z.number(),
  /** Rows matching a listing a farmer has claimed: left as the farmer keeps it. */
  skipped: z.number(),
  rejected: z.number(),
  /** The first 200 rejections; `rejected` counts all. */
  rejections: z.array(RowProblemSchema),
  /** Rows imported with something left out (unreadable hours); absent in runs from before it was reported. */
  warned: z.number().optional(),
  warnings: z.array(RowProblemSchema).optional(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportRunSchema = z.object({
  id: z.string(),
  format: z.enum(IMPORT_FORMATS),
  fileName: z.string(),
  status: z.enum(['running', 'succeeded', 'failed']),
  report: ImportReportSchema.nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportRun = z.infer<typeof ImportRunSchema>;
export const ImportRunPageSchema = z.object({ items: z.array(ImportRunSchema), nextCursor: z.string().nullable() });
export type ImportRunPage = z.infer<typeof ImportRunPageSchema>;

/** The answer to an upload: its run and what it did. */
export const ImportResultSchema = ImportReportSchema.extend({ runId: z.string() });
export type ImportResult = z.infer<typeof ImportResultSchema>;
