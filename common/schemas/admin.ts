import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { EmailSchema } from './fields.js';
import { listingIdParam, uuidParam } from './params.js';
import { SponsorAssetSchema } from './site.js';

/**
 * Admin tables: searched, sorted and paged on the server. `cursor` is opaque to the client; `total` lets a
 * table say "26–50 of 340".
 */
export function adminListQuery<const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) {
  return z.object({
    q: z.string().trim().max(100, msg('errors:admin.searchTooLong')).optional(),
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
    .refine((d) => (OVERVIEW_RANGES as readonly number[]).includes(d), msg('errors:admin.overviewDays'))
    .default(30),
});

export const OverviewSeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Total in the range, and the count for each day (UTC) in it, oldest first. */
  total: z.number(),
  points: z.array(z.object({ date: z.string(), count: z.number() })),
});
export type OverviewSeries = z.infer<typeof OverviewSeriesSchema>;

export const OverviewSchema = z.object({
  days: z.number(),
  totals: z.array(z.object({ key: z.string(), label: z.string(), value: z.number(), detail: z.string().optional() })),
  series: z.array(OverviewSeriesSchema),
});
export type Overview = z.infer<typeof OverviewSchema>;

// ---------- sponsors ----------

export const ADMIN_SPONSOR_SORTS = ['created', 'title', 'impressions', 'clicks', 'clickRate'] as const;
export const AdminSponsorListQuerySchema = adminListQuery(ADMIN_SPONSOR_SORTS, 'created');

export const AdminSponsorSchema = SponsorAssetSchema.extend({
  isActive: z.boolean(),
  placement: z.literal('popup'),
  impressions: z.number(),
  clicks: z.number(),
  clickRate: z.number(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type AdminSponsor = z.infer<typeof AdminSponsorSchema>;
export const AdminSponsorPageSchema = adminPageSchema(AdminSponsorSchema);
// A malformed id names no asset: the contract's 404, as for every path id.
export const SponsorParamsSchema = z.object({ id: uuidParam(msg('errors:sponsors.unknownAssetId')) });

export const SponsorStatsSchema = z.object({
  days: z.number(),
  series: z.array(OverviewSeriesSchema),
  /** Clicks per impression over the whole range (0 without impressions). */
  clickRate: z.number(),
});
export type SponsorStats = z.infer<typeof SponsorStatsSchema>;

// ---------- listings ----------

export const ADMIN_FARM_SORTS = ['updated', 'created', 'name'] as const;
export const AdminFarmListQuerySchema = adminListQuery(ADMIN_FARM_SORTS, 'updated').extend({
  status: z.enum(['draft', 'published', 'suspended']).optional(),
  verified: z.enum(['yes', 'no']).optional(),
  owner: z.enum(['claimed', 'unclaimed']).optional(),
});

export const AdminFarmSchema = z.object({
  id: z.number(),
  name: z.string(),
  city: z.string(),
  region: z.string(),
  kind: z.string(),
  status: z.enum(['draft', 'published', 'suspended']),
  verified: z.boolean(),
  source: z.string().nullable(),
  owner: z.object({ id: z.string(), firstName: z.string(), email: z.string() }).nullable(),
  updatedAt: z.string(),
  createdAt: z.string(),
});
export type AdminFarm = z.infer<typeof AdminFarmSchema>;
export const AdminFarmPageSchema = adminPageSchema(AdminFarmSchema);
export const AdminFarmParamsSchema = z.object({ id: listingIdParam(msg('errors:admin.listingNotFound')) });

/** An admin's changes to a listing: verify or unverify, publish, unpublish or suspend. */
export const AdminFarmPatchSchema = z
  .strictObject({
    verified: z.boolean().optional(),
    status: z.enum(['draft', 'published', 'suspended']).optional(),
  })
  .refine((v) => v.verified !== undefined || v.status !== undefined, msg('errors:admin.sendVerifiedOrStatus'));

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
export const SubscriberParamsSchema = z.object({ id: uuidParam(msg('errors:newsletter.unknownSubscriberId')) });

// ---------- images ----------

/** An image an admin uploaded for a blog post or a sponsor, re-encoded as WebP: the URL to use. */
export const AdminImageSchema = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type AdminImage = z.infer<typeof AdminImageSchema>;
