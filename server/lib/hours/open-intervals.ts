import { listingHours, listingZone, type HoursListing } from './listing.js';
import { spansBetween } from './spans.js';
import { withTimeZone } from './time-zone.js';

export const MAX_WINDOW_DAYS = 31;
export type OpenInterval = { start: Date; end: Date };

function checkWindow(from: Date, to: Date): boolean {
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * 86_400_000) {
    throw new RangeError(`openIntervals covers at most ${MAX_WINDOW_DAYS} days`);
  }
  return to.getTime() > from.getTime();
}

/** Open stretches only ("unknown" is not open). Call inside withTimeZone(zone). */
function inZone(listing: HoursListing, zone: string, from: Date, to: Date): OpenInterval[] {
  const parsed = listingHours(listing, zone);
  if (!parsed) return [];
  // spansBetween already merged back-to-back stretches of one kind, so open ones never touch here.
  return spansBetween(parsed, from, to)
    .filter((s) => !s.uncertain)
    .map((s) => ({ start: new Date(s.start), end: new Date(s.end) }));
}

/**
 * The instants in [from, to) during which the listing is open, adjacent stretches merged: stored as
 * tstzrange rows for "open now / open at" queries. Built from the same day spans as evaluateHours,
 * so it agrees exactly with evaluateHours(listing, t).isOpen for every t in the window. Listings that
 * share value, region and zone share the cached day spans.
 */
export function openIntervals(listing: HoursListing, from: Date, to: Date): OpenInterval[] {
  if (!checkWindow(from, to)) return [];
  const zone = listingZone(listing);
  return withTimeZone(zone, () => inZone(listing, zone, from, to));
}

/** openIntervals for many listings (same order), switching the process zone once per zone, not per listing. */
export function openIntervalsBatch(listings: HoursListing[], from: Date, to: Date): OpenInterval[][] {
  const out: OpenInterval[][] = listings.map(() => []);
  if (!checkWindow(from, to)) return out;
  const byZone = new Map<string, number[]>();
  listings.forEach((l, i) => {
    const zone = listingZone(l);
    byZone.set(zone, [...(byZone.get(zone) ?? []), i]);
  });
  for (const [zone, indexes] of byZone) {
    withTimeZone(zone, () => indexes.forEach((i) => (out[i] = inZone(listings[i], zone, from, to))));
  }
  return out;
}
