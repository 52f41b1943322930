/**
 * npm run bench:trips — what reordering a trip costs (server/modules/trips/optimize.ts, issue 29.5): the CPU and
 * search nodes of one 10-stop optimisation for three kinds of hours, against the exhaustive search it replaced, and
 * the event loop's delay (perf_hooks.monitorEventLoopDelay) while four 10-stop optimisations arrive together, as in
 * `optimize-event-loop.test.ts`. Printed with the machine's load average: on a shared machine the figures move with it.
 */
import os from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isOpenIn, TRIP_ASSUMPTIONS } from '../server/modules/trips/plan.js';
import { optimizeOrder, scorer, type OptimizeInput } from '../server/modules/trips/optimize.js';
import { randomTrip, seeded } from '../server/modules/trips/test-trips.js';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const ms = (t0: number) => performance.now() - t0;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** The search before issue 29: every order, cut only by "every stop left open" and the kilometres so far. */
function exhaustive(input: OptimizeInput) {
  const n = input.stops.length;
  const score = scorer(input);
  const identity = input.stops.map((_, i) => i);
  let best = { ...score(identity) };
  const legs = input.stops.map((_, i) => input.stops.map((_, j) => (i === j ? 0 : score([i, j]).km - score([i]).km))); // stop to stop
  const fromStart = input.stops.map((_, i) => score([i]).km);
  const dwell = TRIP_ASSUMPTIONS.dwellMinutes * 60_000;
  const msPerKm = 3_600_000 / TRIP_ASSUMPTIONS.speedKmh;
  const used = new Array<boolean>(n).fill(false);
  let nodes = 0;
  const dfs = (prev: number, depth: number, t: number, open: number, dist: number) => {
    nodes++;
    const left = n - depth;
    if (open + left < best.open || (open + left === best.open && dist >= best.km - 1e-9)) return;
    if (left === 0) {
      best = { open, km: dist };
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      const d = prev >= 0 ? legs[prev][i] : input.start ? fromStart[i] : 0;
      const arrive = t + d * msPerKm;
      used[i] = true;
      dfs(i, depth + 1, arrive + dwell, open + (isOpenIn(input.windows[i], arrive) ? 1 : 0), dist + d);
      used[i] = false;
    }
  };
  dfs(-1, 0, input.departure, 0, 0);
  return { ...best, nodes };
}

console.log(`Trip optimisation, 10 stops (Node ${process.version}, ${os.cpus().length} CPUs, load average ${load()})`);
console.log(['hours', 'search', 'median ms', 'max ms', 'nodes (max)'].map((c, i) => (i < 2 ? c.padEnd(12) : c.padStart(14))).join(''));
for (const hours of ['random', 'staggered', 'always', 'halfClosed'] as const) {
  const r = seeded(2026);
  const trips = Array.from({ length: hours === 'random' ? 20 : hours === 'halfClosed' ? 3 : 8 }, () => randomTrip(r, 10, hours));
  for (const [name, run] of [
    [
      'bound',
      (t: OptimizeInput) =>
        optimizeOrder(
          t,
          t.stops.map((_, i) => i),
        ),
    ],
    ['exhaustive', exhaustive],
  ] as const) {
    const times: number[] = [];
    let nodes = 0;
    for (const t of trips) {
      const t0 = performance.now();
      const res = run(t);
      times.push(ms(t0));
      nodes = Math.max(nodes, res.nodes);
    }
    console.log(
      [hours, name, pct(times, 50).toFixed(1), Math.max(...times).toFixed(1), nodes.toLocaleString()]
        .map((c, i) => (i < 2 ? c.padEnd(12) : c.padStart(14)))
        .join(''),
    );
  }
}

// Four optimisations arriving together, each in its own turn of the event loop as four requests would be, while a
// 10 ms timer stands for the process's other requests.
const histogram = monitorEventLoopDelay({ resolution: 10 });
const r = seeded(29);
const four = Array.from({ length: 4 }, () => randomTrip(r, 10, 'halfClosed'));
histogram.enable();
const t0 = performance.now();
await Promise.all(
  four.map(
    async (t) => (
      await nextTurn(),
      optimizeOrder(
        t,
        t.stops.map((_, i) => i),
      )
    ),
  ),
);
await new Promise((resolve) => setTimeout(resolve, 50));
histogram.disable();
const p = (q: number) => (histogram.percentile(q) / 1e6).toFixed(1);
console.log(
  `\nFour 10-stop optimisations together (every other stop closed): done in ${ms(t0).toFixed(0)} ms; event-loop delay p50 ${p(50)} ms, p99 ${p(99)} ms, max ${(histogram.max / 1e6).toFixed(1)} ms (load average ${load()})`,
);
