import { freshnessLevel } from '@common/freshness.js';
import type { Freshness, HoursConfirmedBy } from '@common/schemas/freshness.js';

interface FreshnessFacts {
  hoursConfirmedAt: Date | string | null;
  hoursConfirmedBy: HoursConfirmedBy | null;
  stockUpdatedAt: Date | string | null;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** A listing's freshness (docs/product.md §9) as every answer carries it; the level is for the instant `at`. */
export function presentFreshness(f: FreshnessFacts, at: Date): Freshness {
  return {
    hoursConfirmedAt: iso(f.hoursConfirmedAt),
    hoursConfirmedBy: f.hoursConfirmedAt ? f.hoursConfirmedBy : null,
    stockUpdatedAt: iso(f.stockUpdatedAt),
    level: freshnessLevel(f.hoursConfirmedAt, at),
  };
}
