import { listingZone } from '../../../lib/hours/listing.js';

/** What evaluating a listing's hours depends on. */
export interface HoursFields {
  openingHours: string | null;
  timeZone: string;
  country: string;
  region: string;
  lat: number;
  lng: number;
}

/** A distinct set of hours: listings whose hours evaluate identically share one (farm_schedules). */
export interface Schedule {
  key: string;
  openingHours: string;
  timeZone: string;
  country: string;
  region: string;
  lat: number;
  lng: number;
}

// The hours library reads the position only for sun times and the address only for holidays, and
// (server/lib/hours/library.ts) rounds positions to 3 decimals: so those only join the key when used.
const SUN = /\b(sunrise|sunset|dawn|dusk)\b/i;
const HOLIDAYS = /\b(PH|SH)\b/;
const round3 = (x: number) => x.toFixed(3);

/**
 * The schedule of a listing, or null when it lists no hours. Most listings share one ("Mo-Sa 09:00-18:00"
 * in America/New_York): at a million listings the open intervals are stored per schedule, not per listing.
 */
export function scheduleOf(f: HoursFields): Schedule | null {
  const value = f.openingHours?.trim();
  if (!value) return null;
  const timeZone = listingZone({ openingHours: value, timeZone: f.timeZone, lat: f.lat, lng: f.lng });
  const sun = SUN.test(value);
  const holidays = HOLIDAYS.test(value);
  const country = holidays ? f.country.toUpperCase() : '';
  const region = holidays ? f.region : '';
  const key = JSON.stringify(sun ? [value, timeZone, country, region, round3(f.lat), round3(f.lng)] : [value, timeZone, country, region]);
  return { key, openingHours: value, timeZone, country: f.country, region: f.region, lat: f.lat, lng: f.lng };
}

/** The place the hours library evaluates a schedule at. */
export const schedulePlace = (s: Schedule) => ({
  openingHours: s.openingHours,
  timeZone: s.timeZone,
  lat: s.lat,
  lng: s.lng,
  countryCode: s.country,
  region: s.region,
});

/** A farm_schedules row as SQL returns it (snake_case columns). */
export interface ScheduleRow {
  id: number;
  key: string;
  opening_hours: string;
  time_zone: string;
  country: string;
  region: string;
  lat: number;
  lng: number;
}

export const scheduleFromRow = (s: ScheduleRow): Schedule => ({
  key: s.key,
  openingHours: s.opening_hours,
  timeZone: s.time_zone,
  country: s.country,
  region: s.region,
  lat: s.lat,
  lng: s.lng,
});
