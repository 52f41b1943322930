import { describe, expect, it } from 'vitest';
import { NODE_BUDGET, optimizeOrder, scoreOrder, scorer, type OptimizeInput } from './optimize.js';
import { randomTrip, seeded as rand } from './test-trips.js';

/** Every order, by brute force: the reference the search must match. */
function bruteBest(input: OptimizeInput) {
  const n = input.stops.length;
  const score = scorer(input);
  let best = { open: -1, km: Infinity };
  const perm = (left: number[], acc: number[]) => {
    if (!left.length) {
      const s = score(acc);
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

  it('proves 10-stop trips best within the node budget, the hardest hours included', () => {
    const r = rand(11);
    for (const hours of ['random', 'always', 'staggered', 'halfClosed'] as const) {
      for (let trial = 0; trial < 3; trial++) {
        const input = randomTrip(r, 10, hours);
        const got = optimizeOrder(
          input,
          input.stops.map((_, i) => i),
        );
        expect(got.method, hours).toBe('exact');
        expect(got.nodes).toBeLessThanOrEqual(NODE_BUDGET);
        if (trial === 0 && hours === 'always') {
          const want = bruteBest(input);
          expect(got.open).toBe(want.open);
          expect(got.km).toBeCloseTo(want.km, 6);
        }
      }
    }
  });

  it('past its node budget answers the best order found, never worse than the given one', () => {
    const input = randomTrip(rand(5), 10, 'always');
    const current = input.stops.map((_, i) => i);
    const got = optimizeOrder(input, current, 50);
    expect(got).toMatchObject({ method: 'heuristic', nodes: 50 });
    const before = scoreOrder(input, current);
    expect(got.open > before.open || (got.open === before.open && got.km <= before.km)).toBe(true);
    expect([...got.order].sort((a, b) => a - b)).toEqual(current);
  });
});
