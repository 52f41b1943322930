import { z } from 'zod';
import { adminListQuery } from './admin.js';
import { FarmInputSchema } from './farms.js';

export const ClaimInputSchema = z.strictObject({
  /** How the admin can tell it is their farm: who they are, what they grow, where. */
  note: z.string().trim().min(10, 'Tell us in a sentence or two how this is your farm').max(2000, 'Keep it under 2000 characters'),
  phone: FarmInputSchema.shape.phone,
  website: FarmInputSchema.shape.website,
});
export type ClaimInput = z.output<typeof ClaimInputSchema>;

export const CLAIM_STATUSES = ['open', 'approved', 'refused'] as const;
export const MyClaimSchema = z.object({ id: z.string(), status: z.enum(CLAIM_STATUSES), createdAt: z.string(), decisionNote: z.string().nullable() });
export type MyClaim = z.infer<typeof MyClaimSchema>;

export const ClaimDecisionInputSchema = z.strictObject({
  decision: z.enum(['approve', 'refuse'], { error: 'Approve or refuse' }),
  note: z.string().trim().max(1000).optional(),
});
export type ClaimDecisionInput = z.output<typeof ClaimDecisionInputSchema>;

export const ADMIN_CLAIM_SORTS = ['created'] as const;
export const AdminClaimListQuerySchema = adminListQuery(ADMIN_CLAIM_SORTS, 'created').extend({
  status: z.enum(['open', 'approved', 'refused', 'all']).default('open'),
});

export interface AdminClaim {
  id: string;
  farm: { id: number; name: string; city: string; region: string; source: string | null; phone: string | null; website: string | null; ownerId: string | null };
  claimant: { id: string; firstName: string; email: string; emailVerified: boolean };
  note: string;
  phone: string | null;
  website: string | null;
  status: (typeof CLAIM_STATUSES)[number];
  decisionNote: string | null;
  decidedAt: string | null;
  createdAt: string;
}
