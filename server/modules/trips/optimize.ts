import { TRIP_LIMITS } from '@common/schemas/trips.js';
import type { LatLng } from '../../lib/geo/distance.js';
import { isOpenIn, legBetween, TRIP_ASSUMPTIONS } from './plan.js';

export interface OptimizeInput {
  start: LatLng | null;
  stops: LatLng[];
  /** Open intervals per stop (epoch ms), see openWindows(). */
  windows: Array<Array<[number, number]>>;
  departure: number;
}

export interface Score {
  open: number;
  km: number;
}

export interface OptimizeResult extends Score {
  /** Indexes into the input stops, in visiting order. */
  order: number[];
  method: 'exact' | 'heuristic';
}

const EPS = 1e-9;
const better = (a: Score, b: Score) => a.open > b.open || (a.open === b.open && a.km < b.km - EPS);

/** Distances and drive times between every pair (index n is the start point). */
function matrices({ start, stops }: OptimizeInput) {
  const points = [...stops, ...(start ? [start] : [])];
  const km = points.map((a) => points.map((b) => legBetween(a, b).km));
  const ms = km.map((row) => row.map((d) => (d / TRIP_ASSUMPTIONS.speedKmh) * 3_600_000));
  return { km, ms };
}

/** Stops open on arrival and kilometres driven for one order. */
export function scoreOrder(input: OptimizeInput, order: number[]): Score {
  const { km, ms } = matrices(input);
  const n = input.stops.length;
  let t = input.departure;
  let prev = input.start ? n : -1;
  const score = { open: 0, km: 0 };
  for (const i of order) {
    if (prev >= 0) {
      t += ms[prev][i];
      score.km += km[prev][i];
    }
    if (isOpenIn(input.windows[i], t)) score.open++;
    t += TRIP_ASSUMPTIONS.dwellMinutes * 60_000;
    prev = i;
  }
  return score;
}

/**
 * The order with the most stops open on arrival, then the least driving. Up to TRIP_LIMITS.exactMax
 * stops: an exhaustive depth-first search, cut where even every remaining stop being open could not
 * beat the best order found (or tie it with less driving): exact. Beyond that: nearest open stop
 * first, then 2-opt (reverse any stretch while that scores better) until nothing improves: good, not
 * guaranteed best. The current order wins ties, so optimizing twice changes nothing.
 */
export function optimizeOrder(input: OptimizeInput, current: number[]): OptimizeResult {
  const n = input.stops.length;
  let best = { order: current, ...scoreOrder(input, current) };
  if (n <= 1) return { ...best, method: 'exact' };
  const { km, ms } = matrices(input);
  const dwell = TRIP_ASSUMPTIONS.dwellMinutes * 60_000;
  const startIdx = input.start ? n : -1;

  if (n <= TRIP_LIMITS.exactMax) {
    const path: number[] = [];
    const used = new Array<boolean>(n).fill(false);
    const dfs = (prev: number, t: number, open: number, dist: number) => {
      const left = n - path.length;
      if (open + left < best.open || (open + left === best.open && dist >= best.km - EPS)) return;
      if (left === 0) {
        if (better({ open, km: dist }, best)) best = { order: [...path], open, km: dist };
        return;
      }
      for (let i = 0; i < n; i++) {
        if (used[i]) continue;
        const arrive = prev >= 0 ? t + ms[prev][i] : t;
        used[i] = true;
        path.push(i);
        dfs(i, arrive + dwell, open + (isOpenIn(input.windows[i], arrive) ? 1 : 0), dist + (prev >= 0 ? km[prev][i] : 0));
        path.pop();
        used[i] = false;
      }
    };
    dfs(startIdx, input.departure, 0, 0);
    return { ...best, method: 'exact' };
  }

  // Greedy: from where we are, the nearest stop that will be open on arrival, else the nearest.
  const greedy: number[] = [];
  const left = new Set(Array.from({ length: n }, (_, i) => i));
  let prev = startIdx;
  let t = input.departure;
  while (left.size) {
    const candidates = [...left].map((i) => ({ i, arrive: prev >= 0 ? t + ms[prev][i] : t, d: prev >= 0 ? km[prev][i] : 0 }));
    const open = candidates.filter((c) => isOpenIn(input.windows[c.i], c.arrive));
    const next = (open.length ? open : candidates).sort((a, b) => a.d - b.d)[0];
    greedy.push(next.i);
    left.delete(next.i);
    t = next.arrive + dwell;
    prev = next.i;
  }
  let order = greedy;
  let score = scoreOrder(input, order);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const trial = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const s = scoreOrder(input, trial);
        if (better(s, score)) [order, score, improved] = [trial, s, true];
      }
    }
  }
  if (better(score, best)) best = { order, ...score };
  return { ...best, method: 'heuristic' };
}
