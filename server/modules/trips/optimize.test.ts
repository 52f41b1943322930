import { describe, expect, it } from 'vitest';
import { optimizeOrder, scoreOrder, type OptimizeInput } from './optimize.js';

const H = 3_600_000;
const rand = (seed: number) => () => (seed = (seed * 16807) % 2147483647) / 2147483647;

/** Every order, by brute force: the reference the search must match. */
function bruteBest(input: OptimizeInput) {
  const n = input.stops.length;
  let best = { open: -1, km: Infinity };
  const perm = (left: number[], acc: number[]) => {
    if (!left.length) {
      const s = scoreOrder(input, acc);
      if (s.open > best.open || (s.open === best.open && s.km < best.km - 1e-9)) best = s;
      return;
    }
    left.forEach((x, i) => perm([...left.slice(0, i), ...left.slice(i + 1)], [...acc, x]));
  };
  perm(
    Array.from({ length: n }, (_, i) => i),
    [],
  );
  return best;
}

function randomTrip(r: () => number, n: number): OptimizeInput {
  const stops = Array.from({ length: n }, () => ({ lat: 41.8 + r() * 0.3, lng: -74.1 + r() * 0.3 }));
  const windows = stops.map((): Array<[number, number]> => {
    const open = Math.floor(r() * 6) * H;
    return r() < 0.15 ? [] : [[open, open + (1 + Math.floor(r() * 4)) * H]];
  });
  return { start: r() < 0.8 ? { lat: 41.9, lng: -74.0 } : null, stops, windows, departure: 0 };
}

describe('optimizeOrder', () => {
  it('matches brute force on random trips of up to 7 stops', () => {
    const r = rand(42);
    for (let trial = 0; trial < 60; trial++) {
      const input = randomTrip(r, 2 + (trial % 6));
      const identity = input.stops.map((_, i) => i);
      const got = optimizeOrder(input, identity);
      const want = bruteBest(input);
      expect(got.method).toBe('exact');
      expect(got.open).toBe(want.open);
      expect(got.km).toBeCloseTo(want.km, 6);
      expect(scoreOrder(input, got.order)).toEqual({ open: got.open, km: got.km });
    }
  });

  it('solves 10 stops exactly and falls back to a heuristic beyond, never worse than the given order', () => {
    const r = rand(7);
    const ten = randomTrip(r, 10);
    expect(
      optimizeOrder(
        ten,
        ten.stops.map((_, i) => i),
      ).method,
    ).toBe('exact');
    const fifteen = randomTrip(r, 15);
    const current = fifteen.stops.map((_, i) => i);
    const got = optimizeOrder(fifteen, current);
    const before = scoreOrder(fifteen, current);
    expect(got.method).toBe('heuristic');
    expect(got.open > before.open || (got.open === before.open && got.km <= before.km)).toBe(true);
    expect([...got.order].sort((a, b) => a - b)).toEqual(current);
  });
});
