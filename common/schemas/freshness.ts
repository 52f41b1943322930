import { z } from 'zod';

/**
 * How much a listing's facts can be trusted (PRODUCT.md 9): when its hours were last confirmed and by whom,
 * and when its stock last changed. Shared by the listing's detail, every search answer and the dashboard.
 */
export const FRESHNESS = {
  /** Hours confirmed at most this many days ago are `fresh`… */
  freshDays: 30,
  /** …at most this many `aging`; older, or never, `stale`. */
  agingDays: 180,
  /** A product marked available that nobody has confirmed for this long shows "not confirmed lately". */
  productDays: 14,
} as const;

export const HoursConfirmedBySchema = z.enum(['owner', 'visitor', 'import']);
export type HoursConfirmedBy = z.infer<typeof HoursConfirmedBySchema>;
export const FreshnessLevelSchema = z.enum(['fresh', 'aging', 'stale']);
export type FreshnessLevel = z.infer<typeof FreshnessLevelSchema>;

export const FreshnessSchema = z.object({
  hoursConfirmedAt: z.string().nullable(),
  hoursConfirmedBy: HoursConfirmedBySchema.nullable(),
  stockUpdatedAt: z.string().nullable(),
  level: FreshnessLevelSchema,
});
export type Freshness = z.infer<typeof FreshnessSchema>;

const DAY = 86_400_000;

/** The level of hours confirmed at `confirmedAt` (null: never), seen at `now`. */
export function freshnessLevel(confirmedAt: Date | string | null, now: Date = new Date()): FreshnessLevel {
  if (!confirmedAt) return 'stale';
  const days = (now.getTime() - new Date(confirmedAt).getTime()) / DAY;
  return days <= FRESHNESS.freshDays ? 'fresh' : days <= FRESHNESS.agingDays ? 'aging' : 'stale';
}

/** Marked available, but nobody has said so for FRESHNESS.productDays: "not confirmed lately". */
export const availabilityUnconfirmed = (updatedAt: string, now: Date = new Date()) =>
  now.getTime() - new Date(updatedAt).getTime() > FRESHNESS.productDays * DAY;

/** POST /api/farms/{id}/confirm: "Hours still right". */
export const ConfirmHoursResponseSchema = z.object({ freshness: FreshnessSchema });
export type ConfirmHoursResponse = z.infer<typeof ConfirmHoursResponseSchema>;
