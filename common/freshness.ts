/**
 * How much a listing's facts can be trusted (docs/product.md §9): when its hours were last confirmed and by whom,
 * and when its stock last changed. Plain rules, apart from the zod schemas (common/schemas/freshness.ts) so that
 * a listing card in the browser can use them without evaluating the contract (see common/limits.ts).
 */
export const FRESHNESS = {
  /** Hours confirmed at most this many days ago are `fresh`… */
  freshDays: 30,
  /** …at most this many `aging`; older, or never, `stale`. */
  agingDays: 180,
  /** A product marked available that nobody has confirmed for this long shows "not confirmed lately". */
  productDays: 14,
} as const;

export const FRESHNESS_LEVELS = ['fresh', 'aging', 'stale'] as const;
export type FreshnessLevel = (typeof FRESHNESS_LEVELS)[number];

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
