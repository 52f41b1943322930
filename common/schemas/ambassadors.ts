import { z } from 'zod';
import { adminListQuery, type OverviewSeries } from './admin.js';

export const AmbassadorApplySchema = z.strictObject({
  area: z.string({ error: 'Tell us the area you know' }).trim().min(2, 'Tell us the towns or counties you know').max(120, 'Keep the area under 120 characters'),
  motivation: z
    .string({ error: 'Tell us a little about yourself' })
    .trim()
    .min(20, 'Tell us a little more (at least 20 characters)')
    .max(2000, 'Keep it under 2,000 characters'),
});
export type AmbassadorApplyInput = z.input<typeof AmbassadorApplySchema>;

/** What a referral code looks like in a link (/join?ref=CODE): anything else is ignored. */
export const REF_CODE = /^[A-Za-z0-9_-]{1,40}$/;

export const AMBASSADOR_SORTS = ['created', 'signups', 'listings'] as const;
export const AmbassadorListQuerySchema = adminListQuery(AMBASSADOR_SORTS, 'created').extend({
  status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending'),
});

export type ApplicationStatus = 'pending' | 'approved' | 'rejected';

export interface AmbassadorApplication {
  status: ApplicationStatus;
  area: string;
  motivation: string;
  createdAt: string;
  /** Approved only: the referral code and the link to share. */
  code: string | null;
  link: string | null;
}

export interface AdminAmbassador extends AmbassadorApplication {
  id: string;
  user: { id: string; firstName: string; email: string };
  reviewedAt: string | null;
  signups: number;
  listings: number;
}

export interface AmbassadorDashboard {
  code: string;
  link: string;
  totals: { signups: number; listings: number; publishedListings: number };
  series: OverviewSeries[];
  /** The latest credits, newest first: who signed up, and which listings they made. */
  recent: Array<{ kind: 'signup' | 'listing'; firstName: string; at: string; listing: { id: number; name: string; status: string } | null }>;
}
