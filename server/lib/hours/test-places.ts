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
