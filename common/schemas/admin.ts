import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { EmailSchema } from './fields.js';
import { uuidParam } from './params.js';

/**
 * Admin tables: searched, sorted and paged on the server. `cursor` is opaque to the client; `total` lets a
 * table say "26–50 of 340".
 */
export function adminListQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z.object({
    q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
    sort: z.enum(sorts).default(defaultSort as never),
    dir: z.enum(['asc', 'desc']).default('desc'),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(40).optional(),
  });
}

/** A page of an admin table: the schema of a route's answer (`adminPageSchema(AdminReviewSchema)`), and its type. */
export const adminPageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number() });
export type AdminPage<T> = Omit<z.infer<ReturnType<typeof adminPageSchema>>, 'items'> & { items: T[] };

export const OVERVIEW_RANGES = [7, 30, 90, 365] as const;
export const OverviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (OVERVIEW_RANGES as readonly number[]).includes(d), `days must be one of ${OVERVIEW_RANGES.join(', ')}`)
    .default(30),
});

export interface OverviewSeries {
  key: string;
  label: string;
  /** Total in the range, and the count for each day (UTC) in it, oldest first. */
  total: number;
  points: Array<{ date: string; count: number }>;
}

export interface Overview {
  days: number;
  totals: Array<{ key: string; label: string; value: number; detail?: string }>;
  series: OverviewSeries[];
}

// ---------- sponsors ----------

export const ADMIN_SPONSOR_SORTS = ['created', 'title', 'impressions', 'clicks', 'clickRate'] as const;
export const AdminSponsorListQuerySchema = adminListQuery(ADMIN_SPONSOR_SORTS, 'created');

// ---------- listings ----------

export const ADMIN_FARM_SORTS = ['updated', 'created', 'name'] as const;
export const AdminFarmListQuerySchema = adminListQuery(ADMIN_FARM_SORTS, 'updated').extend({
  status: z.enum(['draft', 'published', 'suspended']).optional(),
  verified: z.enum(['yes', 'no']).optional(),
  owner: z.enum(['claimed', 'unclaimed']).optional(),
});

export interface AdminFarm {
  id: number;
  name: string;
  city: string;
  region: string;
  kind: string;
  status: 'draft' | 'published' | 'suspended';
  verified: boolean;
  source: string | null;
  owner: { id: string; firstName: string; email: string } | null;
  updatedAt: string;
  createdAt: string;
}

export const AdminFarmPatchSchema = z
  .strictObject({
    verified: z.boolean().optional(),
    status: z.enum(['draft', 'published', 'suspended']).optional(),
  })
  .refine((v) => v.verified !== undefined || v.status !== undefined, 'Send verified or status');

export const ClaimListingSchema = z.strictObject({ email: EmailSchema });

// ---------- newsletter ----------

export const SUBSCRIBER_SORTS = ['subscribed', 'email'] as const;
export const SubscriberListQuerySchema = adminListQuery(SUBSCRIBER_SORTS, 'subscribed').extend({
  status: z.enum(['active', 'unsubscribed', 'all']).default('active'),
});

export const SubscriberSchema = z.object({
  id: z.string(),
  email: z.string(),
  source: z.string(),
  subscribedAt: z.string(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
export const SubscriberPageSchema = adminPageSchema(SubscriberSchema);
export const SubscriberParamsSchema = z.object({ id: uuidParam(msg('errors:newsletter.unknownSubscriber')) });
