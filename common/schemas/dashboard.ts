import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { FarmSummarySchema } from './farms.js';

export const StatsQuerySchema = z.object({
  days: z.coerce.number().int().min(7, msg('errors:dashboard.atLeast7Days')).max(365, msg('errors:dashboard.atMost365Days')).default(30),
  /** One of the farmer's listings; all of them when absent. */
  farmId: z.coerce.number().int().positive().max(1e15).optional(),
});

export const SeriesSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** 'count': per day; 'average': the running value at the end of each day (null before any data). */
  kind: z.enum(['count', 'average']),
  points: z.array(z.object({ date: z.string(), value: z.number().nullable() })),
  /** The period's total (counts) or the latest value (averages). */
  summary: z.number().nullable(),
});
export type Series = z.infer<typeof SeriesSchema>;

export const ListingHealthSchema = z.object({
  farmId: z.number(),
  name: z.string(),
  status: z.enum(['draft', 'published', 'suspended']),
  issues: z.array(
    z.object({ code: z.enum(['unpublished', 'open-reports', 'no-hours', 'stale-availability', 'nothing-available', 'no-photos']), message: z.string() }),
  ),
});
export type ListingHealth = z.infer<typeof ListingHealthSchema>;

export const FarmerStatsSchema = z.object({ days: z.number(), series: z.array(SeriesSchema), listings: z.array(ListingHealthSchema) });
export type FarmerStats = z.infer<typeof FarmerStatsSchema>;

/** A recently updated favorite: what changed is its availability and hours, shown from the summary. */
export const FavoriteUpdatesSchema = z.object({ items: z.array(FarmSummarySchema) });
