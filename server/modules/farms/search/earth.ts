import { EARTH_RADIUS_KM } from '../../../lib/geo/distance.js';
import type { Origin } from './search-sort.js';

/** earthdistance's earth() in metres: distances here must equal the database's to the last digit. */
const R = EARTH_RADIUS_KM * 1000;
const RAD = Math.PI / 180; // radians(x) in PostgreSQL is x * (pi / 180)

/**
 * A point as the `cube` literal fsf_earth(lat, lng) would make. Sending the query point as a constant
 * (rather than fsf_earth($1, $2)) spares the planner from inlining earthdistance's SQL functions each time:
 * planning went from ~2–4 ms to ~0.4 ms.
 */
export function earthPoint({ lat, lng }: Origin): string {
  const [a, b] = [lat * RAD, lng * RAD];
  return `(${R * Math.cos(a) * Math.cos(b)}, ${R * Math.cos(a) * Math.sin(b)}, ${R * Math.sin(a)})`;
}

/** Straight-line (chord) length through the earth for a great-circle distance: what `<->` on cubes measures. */
export const chordOf = (meters: number) => (meters / R >= Math.PI ? 2 * R : 2 * R * Math.sin(meters / (2 * R)));
/** The great-circle distance of a chord (earthdistance's sec_to_gc). */
export const arcOf = (chord: number) => (chord >= 2 * R ? Math.PI * R : 2 * R * Math.asin(chord / (2 * R)));
