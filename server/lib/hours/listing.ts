import type OpeningHours from 'opening_hours';
import { parseHours, type HoursPlace } from './library.js';
import { isValidTimeZone, timeZoneAt } from './time-zone.js';

/** What hours evaluation needs from a listing. */
export interface HoursListing extends HoursPlace {
  /** OSM opening_hours value; null or '' = no hours listed. */
  openingHours: string | null;
  /** IANA zone of the listing (derived from lat/lng when the listing is saved). */
  timeZone: string;
}

export type HoursStatus = 'open' | 'closed' | 'unknown';
/** Parsed hours and a cache key naming value, zone and place. */
export type ParsedListingHours = { oh: OpeningHours; key: string };

/** The listing's own zone, or the one at its position when that is missing or not a real zone. */
export function listingZone(listing: HoursListing): string {
  if (listing.timeZone && isValidTimeZone(listing.timeZone)) return listing.timeZone;
  try {
    return timeZoneAt(listing.lat, listing.lng);
  } catch {
    return 'UTC';
  }
}

/** The parsed hours, or null when none are listed or they cannot be read. Call inside withTimeZone(zone). */
export function listingHours(listing: HoursListing, zone: string): ParsedListingHours | null {
  const value = listing.openingHours?.trim();
  if (!value) return null;
  const parsed = parseHours(value, listing, zone);
  return 'oh' in parsed ? parsed : null;
}
