import { listingHours, listingZone, type HoursListing } from './listing.js';
import { stateAt } from './spans.js';
import { withTimeZone } from './time-zone.js';

/** evaluateHours(listing, at).isOpen without the rest (next change, week table): cheap for sampling. */
export function isOpenAt(listing: HoursListing, at: Date): boolean {
  const zone = listingZone(listing);
  return withTimeZone(zone, () => {
    const parsed = listingHours(listing, zone);
    return parsed !== null && stateAt(parsed, at) === 'open';
  });
}
