import { z } from 'zod';
import { REPORT_KINDS } from '../limits.js';
import { msg } from '../i18n/keys.js';
import { adminListQuery, adminPageSchema } from './admin.js';
import { listingIdParam, uuidParam } from './params.js';

export { REPORT_KINDS };
export const ReportKindSchema = z.enum(REPORT_KINDS, { error: msg('errors:listingReports.chooseKind') });
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
    .max(1000, msg('errors:listingReports.noteTooLong'))
    .optional()
    .transform((v) => v || null),
});
export type ReportInput = z.output<typeof ReportInputSchema>;

export const OwnerReplyInputSchema = z.strictObject({
  body: z.string().trim().min(1, msg('errors:listingReports.answerRequired')).max(1000, msg('errors:listingReports.answerTooLong')),
});

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
    action: z.enum(REPORT_RESOLUTIONS, { error: msg('errors:listingReports.chooseAction') }),
    note: z.string().trim().max(1000).optional(),
    /** The listing a duplicate is merged into (action "merge"). */
    mergeInto: z.number().int().positive().optional(),
  })
  .refine((v) => (v.action === 'merge') === (v.mergeInto !== undefined), {
    message: msg('errors:listingReports.mergeIntoOnlyWhenMerging'),
    path: ['mergeInto'],
  });
export type ReportResolveInput = z.output<typeof ReportResolveInputSchema>;

export const ADMIN_REPORT_SORTS = ['reported', 'reporters', 'created'] as const;
export const AdminReportListQuerySchema = adminListQuery(ADMIN_REPORT_SORTS, 'reported').extend({
  status: z.enum(['open', 'resolved', 'all']).default('open'),
  kind: ReportKindSchema.optional(),
});

export const AdminReportSchema = z.object({
  id: z.string(),
  farm: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    region: z.string(),
    status: z.string(),
    owner: z.object({ firstName: z.string(), email: z.string() }).nullable(),
  }),
  kind: ReportKindSchema,
  status: z.enum(['open', 'resolved']),
  resolution: z.enum(['fixed', 'hidden', 'merged', 'dismissed']).nullable(),
  mergedIntoId: z.number().nullable(),
  resolutionNote: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  reporters: z.number(),
  /** The latest notes, newest first. */
  notes: z.array(z.object({ note: z.string(), at: z.string(), by: z.string() })),
  ownerReply: z.object({ body: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
  lastReportedAt: z.string(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportPageSchema = adminPageSchema(AdminReportSchema);

const NO_REPORT = msg('errors:listingReports.noReport');
export const ReportParamsSchema = z.object({ id: uuidParam(NO_REPORT) });
export const ReportReplyParamsSchema = z.object({ id: listingIdParam(), reportId: uuidParam(NO_REPORT) });
