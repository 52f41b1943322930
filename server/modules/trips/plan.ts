import { haversineKm, type LatLng } from '../../lib/geo/distance.js';
import { openIntervals, withTimeZone } from '../../lib/hours/index.js';
import type { HoursFields } from '../farms/hours/schedule.js';

/**
 * How a trip's legs are estimated without a routing service: the straight line times a road factor
 * (country roads wind: ~1.3 is the usual detour index), at an average country-road speed, and a stay at
 * each stand.
 */
export const TRIP_ASSUMPTIONS = { roadFactor: 1.3, speedKmh: 60, dwellMinutes: 20 } as const;

export interface PlanStop extends HoursFields, LatLng {
  id: number;
}

export interface Leg {
  km: number;
  minutes: number;
}

export const legBetween = (a: LatLng, b: LatLng): Leg => {
  const km = haversineKm(a, b) * TRIP_ASSUMPTIONS.roadFactor;
  return { km, minutes: (km / TRIP_ASSUMPTIONS.speedKmh) * 60 };
};

/** The instant the wall clock in `zone` reads `date` `time` (a DST gap moves it forward, as a clock would). */
export function zonedInstant(zone: string, date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return withTimeZone(zone, () => new Date(y, m - 1, d, hh, mm));
}

export interface Timed {
  legs: Array<Leg | null>;
  arrivals: Date[];
  departures: Date[];
  km: number;
  driveMinutes: number;
}

/** Arrival and departure at each stop, in order, leaving `start` (or the first stop) at `departure`. */
export function timeline(start: LatLng | null, stops: LatLng[], departure: Date): Timed {
  const out: Timed = { legs: [], arrivals: [], departures: [], km: 0, driveMinutes: 0 };
  let here = start;
  let t = departure.getTime();
  for (const stop of stops) {
    const leg = here ? legBetween(here, stop) : null;
    if (leg) {
      t += leg.minutes * 60_000;
      out.km += leg.km;
      out.driveMinutes += leg.minutes;
    }
    out.legs.push(leg);
    out.arrivals.push(new Date(t));
    t += TRIP_ASSUMPTIONS.dwellMinutes * 60_000;
    out.departures.push(new Date(t));
    here = stop;
  }
  return out;
}

/**
 * When each stop is open over the trip's day and the next (from the listing's hours, in its own zone):
 * the optimizer asks "open at T?" millions of times, so it looks up these intervals instead of
 * evaluating hours each time. openIntervals agrees exactly with evaluateHours (server/lib/hours).
 */
export function openWindows(stops: PlanStop[], from: Date): Array<Array<[number, number]>> {
  const to = new Date(from.getTime() + 2 * 86_400_000);
  return stops.map((s) =>
    openIntervals({ openingHours: s.openingHours, timeZone: s.timeZone, lat: s.lat, lng: s.lng, countryCode: s.country, region: s.region }, from, to).map(
      (i): [number, number] => [i.start.getTime(), i.end.getTime()],
    ),
  );
}

export const isOpenIn = (windows: Array<[number, number]>, t: number) => windows.some(([a, b]) => t >= a && t < b);
