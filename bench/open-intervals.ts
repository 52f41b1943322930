/**
 * npm run bench:hours — how fast the stored open intervals are computed (server/lib/hours/open-intervals.ts): 21-day
 * windows for 2,000 listings of farm-stand-like hours in four US zones, cold, with the parsed values cached, with
 * the results cached, and batched by zone. Prints figures; open-intervals.test.ts checks that the caches and the
 * batch never change an answer.
 */
import { clearHoursCache } from '../server/lib/hours/library.js';
import type { HoursListing } from '../server/lib/hours/listing.js';
import { openIntervals, openIntervalsBatch } from '../server/lib/hours/open-intervals.js';
import { clearSpanCache } from '../server/lib/hours/spans.js';
import { ALBANY, CHICAGO, FARM_HOURS, LOS_ANGELES, PHOENIX, spreadListings } from '../server/lib/hours/test-places.js';

process.env.TZ = 'UTC';
const base: HoursListing[] = FARM_HOURS.flatMap((openingHours) => [ALBANY, CHICAGO, PHOENIX, LOS_ANGELES].map((where) => ({ ...where, openingHours })));
const listings = spreadListings(base, 2000);
const from = new Date('2026-07-01T00:00:00Z');
const to = new Date(from.getTime() + 21 * 86_400_000);

const timed = (fn: () => number) => {
  const t0 = performance.now();
  const count = fn();
  return { ms: performance.now() - t0, count };
};
const each = () => listings.reduce((n, l) => n + openIntervals(l, from, to).length, 0);

clearHoursCache();
clearSpanCache();
const cold = timed(each);
const cached = timed(each); // the same window again: the result cache answers for repeated value/region/zone
clearSpanCache();
const parsedOnly = timed(each); // parsed values cached, intervals recomputed
const batch = timed(() => openIntervalsBatch(listings, from, to).reduce((n, list) => n + list.length, 0));

const perListing = (ms: number) => `${((ms / listings.length) * 1000).toFixed(0)} µs a listing`;
console.log(`${listings.length.toLocaleString()} listings × 21 days, ${cold.count.toLocaleString()} open intervals`);
for (const [name, r] of Object.entries({ cold, 'parsed values cached': parsedOnly, 'results cached': cached, 'results cached, batched by zone': batch })) {
  console.log(`${name.padEnd(32)} ${r.ms.toFixed(0).padStart(6)} ms  ${perListing(r.ms)}`);
}
