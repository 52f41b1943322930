import type { OptimizeInput } from './optimize.js';

const H = 3_600_000;

/** A seeded random source (Park–Miller), so a test or a benchmark sees the same trips every run. */
export const seeded = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

/**
 * A trip of `n` stops within ~30 km of Kingston, NY. `hours`: `random` (one window of 1–4 h opening in the first
 * six hours, 15 % closed all day, as the unit tests always used), `always` (every stop open all day: only kilometres
 * tell orders apart), `staggered` (windows that follow one another) or `halfClosed` (every other stop closed all
 * day, open all day otherwise: what the exhaustive search could not cut).
 */
export type TripHours = 'random' | 'always' | 'staggered' | 'halfClosed';
export function randomTrip(r: () => number, n: number, hours: TripHours = 'random'): OptimizeInput {
  const stops = Array.from({ length: n }, () => ({ lat: 41.8 + r() * 0.3, lng: -74.1 + r() * 0.3 }));
  const windows = stops.map((_, i): Array<[number, number]> => {
    if (hours === 'always' || (hours === 'halfClosed' && i % 2 === 0)) return [[-24 * H, 48 * H]];
    if (hours === 'halfClosed') return [];
    if (hours === 'staggered') return [[i * 0.4 * H, i * 0.4 * H + 1.5 * H]];
    const open = Math.floor(r() * 6) * H;
    return r() < 0.15 ? [] : [[open, open + (1 + Math.floor(r() * 4)) * H]];
  });
  return { start: hours !== 'random' || r() < 0.8 ? { lat: 41.9, lng: -74.0 } : null, stops, windows, departure: 0 };
}
