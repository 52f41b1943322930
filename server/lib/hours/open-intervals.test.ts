import { describe, expect, it } from 'vitest';
import { evaluateHours } from './evaluate.js';
import { isOpenAt } from './is-open.js';
import { clearHoursCache } from './library.js';
import type { HoursListing } from './listing.js';
import { openIntervals, openIntervalsBatch } from './open-intervals.js';
import { ALBANY, CHICAGO, FARM_HOURS, LOS_ANGELES, PHOENIX, spreadListings } from './test-places.js';
import { clearSpanCache } from './spans.js';

const iso = (list: Array<{ start: Date; end: Date }>) => list.map((i) => `${i.start.toISOString()} ${i.end.toISOString()}`);
const d = (s: string) => new Date(s);

describe('openIntervals', () => {
  it('gives UTC instants of local hours across the spring DST change', () => {
    const list = openIntervals({ ...ALBANY, openingHours: 'Mo-Fr 09:00-17:00' }, d('2026-03-06T05:00:00Z'), d('2026-03-10T04:00:00Z'));
    expect(iso(list)).toEqual([
      '2026-03-06T14:00:00.000Z 2026-03-06T22:00:00.000Z', // Fri, EST
      '2026-03-09T13:00:00.000Z 2026-03-09T21:00:00.000Z', // Mon, EDT
    ]);
  });

  it('merges across midnight: overnight hours, all-day rules and 24/7 are single intervals', () => {
    const from = d('2026-07-01T00:00:00Z');
    const to = d('2026-07-22T00:00:00Z');
    expect(iso(openIntervals({ ...LOS_ANGELES, openingHours: '24/7' }, from, to))).toEqual([`${from.toISOString()} ${to.toISOString()}`]);
    expect(iso(openIntervals({ ...LOS_ANGELES, openingHours: 'Mo-Su 00:00-24:00' }, from, to))).toEqual([`${from.toISOString()} ${to.toISOString()}`]);
    const friday = openIntervals({ ...LOS_ANGELES, openingHours: 'Fr 18:00-02:00' }, d('2026-07-03T00:00:00Z'), d('2026-07-06T00:00:00Z'));
    expect(iso(friday)).toEqual(['2026-07-04T01:00:00.000Z 2026-07-04T09:00:00.000Z']); // Fri 18:00 – Sat 02:00 PDT
  });

  it('clips to the window', () => {
    const list = openIntervals({ ...PHOENIX, openingHours: 'Mo-Su 06:00-10:00' }, d('2026-03-08T15:00:00Z'), d('2026-03-09T14:00:00Z'));
    expect(iso(list)).toEqual(['2026-03-08T15:00:00.000Z 2026-03-08T17:00:00.000Z', '2026-03-09T13:00:00.000Z 2026-03-09T14:00:00.000Z']);
  });

  it('leaves out holidays, out-of-season days and the library’s "unknown" stretches', () => {
    const july = [d('2026-07-01T05:00:00Z'), d('2026-07-08T05:00:00Z')] as const;
    const ph = openIntervals({ ...ALBANY, openingHours: 'Mo-Fr 09:00-17:00; PH off' }, ...july);
    expect(ph.map((i) => i.start.toISOString().slice(0, 10))).toEqual(['2026-07-01', '2026-07-02', '2026-07-06', '2026-07-07']);
    expect(openIntervals({ ...CHICAGO, openingHours: 'May-Oct Mo-Su 08:00-18:00' }, d('2026-11-01T06:00:00Z'), d('2026-11-20T06:00:00Z'))).toEqual([]);
    expect(openIntervals({ ...ALBANY, openingHours: 'Mo-Fr 08:00+' }, ...july)).toEqual([]);
    expect(openIntervals({ ...ALBANY, openingHours: '"by appointment"' }, ...july)).toEqual([]);
  });

  it('no, or unreadable, hours are never open', () => {
    for (const openingHours of [null, '', 'Selbstbedienung']) {
      expect(openIntervals({ ...ALBANY, openingHours }, d('2026-07-01T00:00:00Z'), d('2026-07-20T00:00:00Z'))).toEqual([]);
    }
  });

  it('guards the window', () => {
    const listing = { ...ALBANY, openingHours: '24/7' };
    expect(openIntervals(listing, d('2026-07-02T00:00:00Z'), d('2026-07-01T00:00:00Z'))).toEqual([]);
    expect(() => openIntervals(listing, d('2026-07-01T00:00:00Z'), d('2026-08-02T00:00:00Z'))).toThrow(RangeError);
  });

  it('returns fresh Date objects (cached results cannot be changed through them)', () => {
    const listing = { ...ALBANY, openingHours: 'Mo-Fr 09:00-17:00' };
    const window = [d('2026-07-01T00:00:00Z'), d('2026-07-03T00:00:00Z')] as const;
    openIntervals(listing, ...window)[0].start.setTime(0);
    expect(openIntervals(listing, ...window)[0].start.toISOString()).toBe('2026-07-01T13:00:00.000Z');
  });
});

const LISTINGS: HoursListing[] = FARM_HOURS.flatMap((openingHours) => [ALBANY, CHICAGO, PHOENIX, LOS_ANGELES].map((where) => ({ ...where, openingHours })));

describe('openIntervals agrees exactly with evaluateHours(...).isOpen', () => {
  it.each([
    ['spring DST', '2026-03-01T00:00:00Z'],
    ['July 4th', '2026-06-25T00:00:00Z'],
    ['fall DST and the season ends', '2026-10-20T00:00:00Z'],
  ])('over 21 days around %s', { timeout: 120_000 }, (_name, start) => {
    const from = d(start);
    const to = new Date(from.getTime() + 21 * 86_400_000);
    for (const listing of LISTINGS) {
      const intervals = openIntervals(listing, from, to);
      const inside = (t: number) => intervals.some((iv) => iv.start.getTime() <= t && t < iv.end.getTime());
      const label = `${listing.openingHours} in ${listing.timeZone}`;
      intervals.forEach((iv, k) => {
        // 1 ms inside and outside each edge; the full evaluation on the first few, isOpenAt on all
        const check = k < 3 ? (t: number) => evaluateHours(listing, new Date(t)).isOpen : (t: number) => isOpenAt(listing, new Date(t));
        for (const t of [iv.start.getTime(), iv.end.getTime() - 1]) expect(check(t), `${label} at ${new Date(t).toISOString()}`).toBe(true);
        for (const t of [iv.start.getTime() - 1, iv.end.getTime()]) {
          if (t >= from.getTime() && t < to.getTime()) expect(check(t), `${label} at ${new Date(t).toISOString()}`).toBe(false);
        }
      });
      for (let t = from.getTime(); t < to.getTime(); t += 47 * 60_000 + 13_000) {
        expect(isOpenAt(listing, new Date(t)), `${label} at ${new Date(t).toISOString()}`).toBe(inside(t));
      }
    }
  });
});

// How fast (cold, cached, batched) is bench/open-intervals.ts (npm run bench:hours); here only that the caches and the
// batch never change an answer.
describe('openIntervals caches and batches', () => {
  it('answer as a cold openIntervals, listing by listing', () => {
    // Spread the listings around each city so sunrise values do not share a cache entry.
    const listings = spreadListings(LISTINGS, 240);
    const from = d('2026-07-01T00:00:00Z');
    const to = new Date(from.getTime() + 21 * 86_400_000);
    const all = () => listings.map((l) => iso(openIntervals(l, from, to)));
    clearHoursCache();
    clearSpanCache();
    const cold = all();
    expect(cold.flat().length).toBeGreaterThan(listings.length);
    expect(all()).toEqual(cold); // the result cache answers for repeated value/region/zone
    clearSpanCache();
    expect(all()).toEqual(cold); // parsed objects cached, intervals recomputed
    expect(openIntervalsBatch(listings, from, to).map(iso)).toEqual(cold); // one zone switch per zone
  });
});
