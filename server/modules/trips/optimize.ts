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
  /** Search nodes visited (at most NODE_BUDGET): what the answer cost. */
  nodes: number;
}

/**
 * Orders one exact search may try before it settles for the best found so far. The branch and bound below solves a
 * 10-stop trip in a few thousand nodes (all stops open all day, the hardest case: tens of thousands); the budget
 * caps one call at a few tens of milliseconds of CPU whatever the hours, so an optimisation cannot hold up the
 * process's other requests (issue 29.5; the exhaustive search it replaces took 380–570 ms; `npm run bench:trips`).
 */
export const NODE_BUDGET = 150_000;

const EPS = 1e-9;
const better = (a: Score, b: Score) => a.open > b.open || (a.open === b.open && a.km < b.km - EPS);

interface Matrices {
  km: number[][];
  ms: number[][];
}

/** Distances and drive times between every pair (index n is the start point). */
function matrices({ start, stops }: OptimizeInput): Matrices {
  const points = [...stops, ...(start ? [start] : [])];
  const km = points.map((a) => points.map((b) => legBetween(a, b).km));
  const ms = km.map((row) => row.map((d) => (d / TRIP_ASSUMPTIONS.speedKmh) * 3_600_000));
  return { km, ms };
}

function scoreWith(input: OptimizeInput, { km, ms }: Matrices, order: number[]): Score {
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

/** Stops open on arrival and kilometres driven for one order. */
export const scoreOrder = (input: OptimizeInput, order: number[]): Score => scoreWith(input, matrices(input), order);

/** scoreOrder for many orders of one trip (the distances computed once). */
export function scorer(input: OptimizeInput): (order: number[]) => Score {
  const m = matrices(input);
  return (order) => scoreWith(input, m, order);
}

/**
 * The order with the most stops open on arrival, then the least driving; the current order wins ties, so
 * optimizing twice changes nothing. First a good order fast: nearest open stop first, then 2-opt. Up to
 * TRIP_LIMITS.exactMax stops, a branch and bound then proves it best or finds better (`exact`), within NODE_BUDGET
 * nodes; beyond the stop limit, or past the budget, the best order found is answered (`heuristic`: good, never
 * worse than the given order, not guaranteed best).
 *
 * Arrival times depend on the whole path so far (no waiting: a stop is open on arrival or not), so a Held–Karp table
 * over (stops visited, last stop) would not be exact; the bounds are: a stop can still count as open only if one of
 * its windows ends after the earliest moment it can be reached (straight from here), and kilometres still to drive
 * are at least, for each stop left, its shortest way in.
 */
export function optimizeOrder(input: OptimizeInput, current: number[], budget = NODE_BUDGET): OptimizeResult {
  const n = input.stops.length;
  const m = matrices(input);
  let best = { order: current, ...scoreWith(input, m, current) };
  if (n <= 1) return { ...best, method: 'exact', nodes: 0 };
  const local = localSearch(input, m);
  if (better(local, best)) best = local;
  if (n > TRIP_LIMITS.exactMax) return { ...best, method: 'heuristic', nodes: 0 };

  const { km, ms } = m;
  const dwell = TRIP_ASSUMPTIONS.dwellMinutes * 60_000;
  const windows = input.windows;
  const path: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  let nodes = 0;
  let exhausted = false;
  const canStillOpen = (i: number, earliest: number) => windows[i].some(([, end]) => end > earliest);
  /**
   * Kilometres still to drive at least: each stop left is entered once, from here or another stop left (with no
   * start point yet, the first stop is entered from nowhere: the dearest way in is left out).
   */
  const kmStillToDrive = (prev: number) => {
    let sum = 0;
    let dearest = 0;
    for (let r = 0; r < n; r++) {
      if (used[r]) continue;
      let cheapest = prev >= 0 ? km[prev][r] : Infinity;
      for (let x = 0; x < n; x++) if (!used[x] && x !== r && km[x][r] < cheapest) cheapest = km[x][r];
      if (cheapest === Infinity) cheapest = 0;
      sum += cheapest;
      dearest = Math.max(dearest, cheapest);
    }
    return prev >= 0 ? sum : sum - dearest;
  };

  const dfs = (prev: number, t: number, open: number, dist: number) => {
    if (exhausted) return;
    if (++nodes > budget) {
      exhausted = true;
      return;
    }
    if (path.length === n) {
      if (better({ open, km: dist }, best)) best = { order: [...path], open, km: dist };
      return;
    }
    const next: Array<{ i: number; arrive: number; isOpen: boolean; d: number }> = [];
    let reachable = 0;
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      const arrive = prev >= 0 ? t + ms[prev][i] : t;
      if (canStillOpen(i, arrive)) reachable++;
      next.push({ i, arrive, isOpen: isOpenIn(windows[i], arrive), d: prev >= 0 ? km[prev][i] : 0 });
    }
    if (open + reachable < best.open) return;
    if (open + reachable === best.open && dist + kmStillToDrive(prev) >= best.km - EPS) return;
    // Open stops first, nearest first: good orders early make the bounds cut sooner.
    next.sort((a, b) => Number(b.isOpen) - Number(a.isOpen) || a.d - b.d);
    for (const c of next) {
      used[c.i] = true;
      path.push(c.i);
      dfs(c.i, c.arrive + dwell, open + (c.isOpen ? 1 : 0), dist + c.d);
      path.pop();
      used[c.i] = false;
    }
  };
  dfs(input.start ? n : -1, input.departure, 0, 0);
  return { ...best, method: exhausted ? 'heuristic' : 'exact', nodes: Math.min(nodes, budget) };
}

/** Greedy (from where we are, the nearest stop open on arrival, else the nearest), then 2-opt until nothing improves. */
function localSearch(input: OptimizeInput, m: Matrices): Score & { order: number[] } {
  const n = input.stops.length;
  const { km, ms } = m;
  const dwell = TRIP_ASSUMPTIONS.dwellMinutes * 60_000;
  const greedy: number[] = [];
  const left = new Set(Array.from({ length: n }, (_, i) => i));
  let prev = input.start ? n : -1;
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
  let score = scoreWith(input, m, order);
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const trial = [...order.slice(0, i), ...order.slice(i, j + 1).reverse(), ...order.slice(j + 1)];
        const s = scoreWith(input, m, trial);
        if (better(s, score)) [order, score, improved] = [trial, s, true];
      }
    }
  }
  return { order, ...score };
}
