import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { adminListQuery, adminPageSchema } from './admin.js';
import { FarmInputSchema } from './farms.js';
import { uuidParam } from './params.js';

export const ClaimInputSchema = z.strictObject({
  /** How the admin can tell it is their farm: who they are, what they grow, where. */
  note: z.string().trim().min(10, msg('errors:claims.noteTooShort')).max(2000, msg('errors:claims.noteTooLong')),
  phone: FarmInputSchema.shape.phone,
  website: FarmInputSchema.shape.website,
});
export type ClaimInput = z.output<typeof ClaimInputSchema>;

export const CLAIM_STATUSES = ['open', 'approved', 'refused'] as const;
export const MyClaimSchema = z.object({ id: z.string(), status: z.enum(CLAIM_STATUSES), createdAt: z.string(), decisionNote: z.string().nullable() });
export type MyClaim = z.infer<typeof MyClaimSchema>;

export const ClaimDecisionInputSchema = z.strictObject({
  decision: z.enum(['approve', 'refuse'], { error: msg('errors:claims.approveOrRefuse') }),
  note: z.string().trim().max(1000).optional(),
});
export type ClaimDecisionInput = z.output<typeof ClaimDecisionInputSchema>;

export const ADMIN_CLAIM_SORTS = ['created'] as const;
export const AdminClaimListQuerySchema = adminListQuery(ADMIN_CLAIM_SORTS, 'created').extend({
  status: z.enum(['open', 'approved', 'refused', 'all']).default('open'),
});

export const AdminClaimSchema = z.object({
  id: z.string(),
  farm: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    region: z.string(),
    source: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    ownerId: z.string().nullable(),
  }),
  claimant: z.object({ id: z.string(), firstName: z.string(), email: z.string(), emailVerified: z.boolean() }),
  note: z.string(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  decisionNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminClaim = z.infer<typeof AdminClaimSchema>;
export const AdminClaimPageSchema = adminPageSchema(AdminClaimSchema);
export const ClaimParamsSchema = z.object({ id: uuidParam(msg('errors:claims.noClaim')) });
