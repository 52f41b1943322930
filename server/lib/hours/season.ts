import { quietly } from './library.js';
import { SEASON_GAP_DAYS, evaluateHours } from './evaluate.js';
import { listingHours, listingZone, type HoursListing } from './listing.js';
import { spansBetween } from './spans.js';
import { withTimeZone } from './time-zone.js';

const DAY = 86_400_000;
const MINUTE = 60_000;
const YEAR_MS = 366 * DAY;
/** An in-season listing's turn is looked for this far ahead; found none, it is looked at again then. */
const LOOK_AHEAD_DAYS = 30;
/** A listing closed for the season whose hours name no reopening is looked at again after this long. */
const NO_REOPENING_RECHECK_DAYS = 7;

export interface SeasonTurn {
  /** Closed for the season at the instant asked about (evaluateHours' `season`, exactly). */
  closed: boolean;
  /** The first instant this may change, when the stored rank is to be worked out again; null: never (no hours, or
   * hours that cannot be read). Never earlier than a minute after the instant asked about. */
  until: Date | null;
}

/**
 * Closed for the season or not at `at`, and until when (decision 054): what farms.season_rank and season_turns_at store
 * so every search order can put the stands in season first at the database (docs/product.md §2, issue 34).
 *
 * Closed for the season is evaluateHours' rule: closed now and not open at any moment of the next SEASON_GAP_DAYS. So it
 * starts only where some stretch of the hours ends with no open stretch in the SEASON_GAP_DAYS after it, and ends
 * SEASON_GAP_DAYS before the reopening. `until` is the first such instant ahead (looked for LOOK_AHEAD_DAYS ahead in
 * season); the instant itself is then evaluated again, so a wrong guess costs a look, never a wrong rank for long.
 */
export function seasonTurn(listing: HoursListing, at: Date): SeasonTurn {
  const zone = listingZone(listing);
  return withTimeZone(zone, () => {
    const parsed = listingHours(listing, zone);
    if (!parsed) return { closed: false, until: null };
    const t = at.getTime();
    const later = (ms: number) => new Date(Math.max(ms, t + MINUTE));
    const closed = evaluateHours(listing, at).season !== null;
    if (closed) {
      // Back in season SEASON_GAP_DAYS before the next opening (the library's walk steps over closed months at once).
      let from = at;
      try {
        for (let step = 0; step < 20; step++) {
          const next = quietly(() => parsed.oh.getNextChange(from, new Date(t + YEAR_MS)));
          if (!next || next.getTime() <= from.getTime()) break;
          if (quietly(() => parsed.oh.getState(next))) return { closed, until: later(next.getTime() - SEASON_GAP_DAYS * DAY + MINUTE) };
          from = next;
        }
      } catch {
        // the library could not walk that far: looked at again later
      }
      return { closed, until: later(t + NO_REOPENING_RECHECK_DAYS * DAY) };
    }
    // In season: it turns at the end of a stretch with nothing open in the SEASON_GAP_DAYS after it.
    const horizon = t + LOOK_AHEAD_DAYS * DAY;
    const spans = spansBetween(parsed, at, new Date(horizon + SEASON_GAP_DAYS * DAY));
    for (const s of spans) {
      if (s.end > horizon) break;
      const gapEnd = s.end + SEASON_GAP_DAYS * DAY;
      if (!spans.some((o) => !o.uncertain && o.end > s.end && o.start < gapEnd)) return { closed, until: later(s.end) };
    }
    return { closed, until: later(horizon) };
  });
}
