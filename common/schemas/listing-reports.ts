import { z } from 'zod';
import { adminListQuery } from './admin.js';

export const REPORT_KINDS = ['closed-for-good', 'wrong-hours', 'wrong-location', 'duplicate', 'other'] as const;
export const ReportKindSchema = z.enum(REPORT_KINDS, { error: `Choose one of: ${REPORT_KINDS.join(', ')}` });
export type ReportKind = z.infer<typeof ReportKindSchema>;

/** What a report says, as the listing shows it ("Reported closed for good — under review"). */
export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  'closed-for-good': 'closed for good',
  'wrong-hours': 'wrong hours',
  'wrong-location': 'in the wrong place',
  duplicate: 'a duplicate',
  other: 'wrong information',
};

export const ReportInputSchema = z.strictObject({
  kind: ReportKindSchema,
  note: z
    .string()
    .trim()
    .max(1000, 'Keep the note under 1000 characters')
    .optional()
    .transform((v) => v || null),
});
export type ReportInput = z.output<typeof ReportInputSchema>;

export const OwnerReplyInputSchema = z.strictObject({ body: z.string().trim().min(1, 'Write an answer').max(1000, 'Keep the answer under 1000 characters') });

/** An open report as the listing shows it to everyone. */
export const OpenReportSchema = z.object({
  id: z.string(),
  kind: ReportKindSchema,
  reporters: z.number(),
  since: z.string(),
  /** The viewer already added their voice. */
  mine: z.boolean(),
  ownerReply: z.object({ body: z.string(), at: z.string() }).nullable(),
});
export type OpenReport = z.infer<typeof OpenReportSchema>;

export const ReportResultSchema = z.object({ report: OpenReportSchema, added: z.boolean() });
export type ReportResult = z.infer<typeof ReportResultSchema>;

// ---------- admin ----------

export const REPORT_RESOLUTIONS = ['fix', 'hide', 'merge', 'dismiss'] as const;
export const ReportResolveInputSchema = z
  .strictObject({
    action: z.enum(REPORT_RESOLUTIONS, { error: `Choose one of: ${REPORT_RESOLUTIONS.join(', ')}` }),
    note: z.string().trim().max(1000).optional(),
    /** The listing a duplicate is merged into (action "merge"). */
    mergeInto: z.number().int().positive().optional(),
  })
  .refine((v) => (v.action === 'merge') === (v.mergeInto !== undefined), {
    message: 'Give the listing to merge into (and only when merging)',
    path: ['mergeInto'],
  });
export type ReportResolveInput = z.output<typeof ReportResolveInputSchema>;

export const ADMIN_REPORT_SORTS = ['reported', 'reporters', 'created'] as const;
export const AdminReportListQuerySchema = adminListQuery(ADMIN_REPORT_SORTS, 'reported').extend({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  kind: ReportKindSchema.optional(),
});

export interface AdminReport {
  id: string;
  farm: { id: number; name: string; city: string; region: string; status: string; owner: { firstName: string; email: string } | null };
  kind: ReportKind;
  status: 'open' | 'resolved';
  resolution: 'fixed' | 'hidden' | 'merged' | 'dismissed' | null;
  mergedIntoId: number | null;
  resolutionNote: string | null;
  resolvedAt: string | null;
  reporters: number;
  /** The latest notes, newest first. */
  notes: Array<{ note: string; at: string; by: string }>;
  ownerReply: { body: string; at: string } | null;
  createdAt: string;
  lastReportedAt: string;
}
