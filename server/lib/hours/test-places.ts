import { evaluateHours, type HoursEvaluation } from './evaluate.js';
import type { HoursListing } from './listing.js';

/** Test support only: listings in real US places (one per zone, incl. Phoenix without DST). */
const place = (timeZone: string, region: string, lat: number, lng: number) => ({ lat, lng, timeZone, countryCode: 'US', region });
export const ALBANY = place('America/New_York', 'NY', 42.65, -73.75);
export const CHICAGO = place('America/Chicago', 'IL', 41.88, -87.63);
export const DENVER = place('America/Denver', 'CO', 39.74, -104.99);
export const PHOENIX = place('America/Phoenix', 'AZ', 33.45, -112.07);
export const LOS_ANGELES = place('America/Los_Angeles', 'CA', 34.05, -118.24);

export type Place = Omit<HoursListing, 'openingHours'>;

/** evaluateHours for `openingHours` at `where`, at an ISO instant. */
export const evaluateAt = (where: Place, openingHours: string | null, iso: string): HoursEvaluation => evaluateHours({ ...where, openingHours }, new Date(iso));

/** The week as short strings: "Sat 00:00-02:00". */
export const weekSummary = (r: HoursEvaluation): string[] => r.week.map((d) => `${d.weekday} ${d.intervals.map((i) => `${i.from}-${i.to}`).join(',')}`.trim());

/** Farm-stand-like hours in four US zones, seasons, holidays, sun times, overnight and odd values. */
export const FARM_HOURS = [
  'Mo-Fr 09:00-17:00; Sa 08:00-12:00; PH off',
  'May-Oct Mo-Su 08:00-18:00',
  'Jun 15-Oct 31 Mo-Sa 09:00-18:00; PH off',
  '24/7',
  'Mo-Su sunrise-sunset',
  'Fr 18:00-02:00; Sa 10:00-14:00',
  'Mo-Su 01:00-03:00',
  'Nov 20-Dec 24 Mo-Su 09:00-20:00',
  'Sa 08:00-12:00; 2026 Jul 04 off',
  'Mo-Fr 07:00-09:00,16:00-19:00 "honor box"',
  'Tu-Th 10:00+',
  'Mar-Nov: We,Sa 07:00-13:00',
];

/** `count` listings from `base` in turn, each moved a little, so sunrise values do not share a cache entry. */
export const spreadListings = (base: HoursListing[], count: number): HoursListing[] =>
  Array.from({ length: count }, (_, i) => {
    const listing = base[i % base.length];
    return { ...listing, lat: listing.lat + (i % 97) * 0.01, lng: listing.lng - (i % 89) * 0.01 };
  });
