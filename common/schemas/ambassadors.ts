import { z } from 'zod';
import { REF_CODE } from '../limits.js';
import { msg } from '../i18n/keys.js';
import { adminListQuery, adminPageSchema, OverviewSeriesSchema } from './admin.js';
import { uuidParam } from './params.js';

export const AmbassadorApplySchema = z.strictObject({
  area: z
    .string({ error: msg('errors:ambassadors.areaRequired') })
    .trim()
    .min(2, msg('errors:ambassadors.areaTooShort'))
    .max(120, msg('errors:ambassadors.areaTooLong')),
  motivation: z
    .string({ error: msg('errors:ambassadors.motivationRequired') })
    .trim()
    .min(20, msg('errors:ambassadors.motivationTooShort'))
    .max(2000, msg('errors:ambassadors.motivationTooLong')),
});
export type AmbassadorApplyInput = z.input<typeof AmbassadorApplySchema>;

export { REF_CODE };

export const AMBASSADOR_SORTS = ['created', 'signups', 'listings'] as const;
export const AmbassadorListQuerySchema = adminListQuery(AMBASSADOR_SORTS, 'created').extend({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
});

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const AmbassadorApplicationSchema = z.object({
  status: z.enum(APPLICATION_STATUSES),
  area: z.string(),
  motivation: z.string(),
  createdAt: z.string(),
  /** Approved only: the referral code and the link to share. */
  code: z.string().nullable(),
  link: z.string().nullable(),
});
export type AmbassadorApplication = z.infer<typeof AmbassadorApplicationSchema>;
export const MyAmbassadorApplicationSchema = z.object({ application: AmbassadorApplicationSchema.nullable() });

export const AdminAmbassadorSchema = AmbassadorApplicationSchema.extend({
  id: z.string(),
  user: z.object({ id: z.string(), firstName: z.string(), email: z.string() }),
  reviewedAt: z.string().nullable(),
  signups: z.number(),
  listings: z.number(),
});
export type AdminAmbassador = z.infer<typeof AdminAmbassadorSchema>;
export const AdminAmbassadorPageSchema = adminPageSchema(AdminAmbassadorSchema);
export const AmbassadorParamsSchema = z.object({ id: uuidParam(msg('errors:ambassadors.noApplication')) });

export const AmbassadorDashboardSchema = z.object({
  code: z.string(),
  link: z.string(),
  totals: z.object({ signups: z.number(), listings: z.number(), publishedListings: z.number() }),
  series: z.array(OverviewSeriesSchema),
  /** The latest credits, newest first: who signed up, and which listings they made. */
  recent: z.array(
    z.object({
      kind: z.enum(['signup', 'listing']),
      firstName: z.string(),
      at: z.string(),
      listing: z.object({ id: z.number(), name: z.string(), status: z.string() }).nullable(),
    }),
  ),
});
export type AmbassadorDashboard = z.infer<typeof AmbassadorDashboardSchema>;
