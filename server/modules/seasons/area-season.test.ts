import { describe, expect, it } from 'vitest';
import { areaSeason, daysUntilStart } from './area-season.js';
import type { AvailabilityMarkDay } from './usual-season.js';

const on = (date: string): AvailabilityMarkDay => ({ date, available: true });
const off = (date: string): AvailabilityMarkDay => ({ date, available: false });
/** A stand's seasons: marked available on the first day, again midway, sold out for the season on the last. */
const stand = (...seasons: Array<[year: number, first: string, last: string]>) =>
  seasons.flatMap(([y, first, last]) => [on(`${y}-${first}`), on(`${y}-${first.slice(0, 3)}15`), off(`${y}-${last}`)]);

describe("a crop's season in an area", () => {
  it("is the median of the stands' own usual seasons; a stand with one season does not count", () => {
    const a = stand([2023, '07-03', '07-20'], [2024, '07-05', '07-22'], [2025, '07-07', '07-24']); // Jul 5 – Jul 22
    const b = stand([2022, '07-03', '07-20'], [2025, '07-07', '07-24']); // a missing season: Jul 5 – Jul 22
    const late = stand([2024, '07-20', '08-10'], [2025, '07-22', '08-12']); // Jul 15 – Aug 11
    const once = stand([2025, '06-01', '09-30']);
    expect(areaSeason([a, b, late, once])).toEqual({
      from: '07-05',
      until: '07-22',
      stands: 3,
      // July: all three stands; August: the late one.
      months: [0, 0, 0, 0, 0, 0, 3, 1, 0, 0, 0, 0],
    });
  });

  it('a stray mark at a stand moves nothing', () => {
    const a = stand([2024, '07-05', '07-22'], [2025, '07-05', '07-22']);
    const b = [...stand([2024, '07-05', '07-22'], [2025, '07-05', '07-22']), on('2025-03-02')];
    expect(areaSeason([a, b])).toMatchObject({ from: '07-05', until: '07-22', stands: 2 });
  });

  it('too little history says nothing: one stand, stands of one season each, none', () => {
    expect(areaSeason([stand([2024, '07-05', '07-22'], [2025, '07-05', '07-22'])])).toBeNull();
    expect(areaSeason([stand([2025, '07-05', '07-22']), stand([2024, '07-05', '07-22'])])).toBeNull();
    expect(areaSeason([])).toBeNull();
    expect(areaSeason([[], [off('2025-07-01')]])).toBeNull();
  });

  it('counts the days to the usual start, into next year once this year’s season is over', () => {
    const season = { from: '07-05', until: '07-22' };
    expect(daysUntilStart(season, '2026-07-01')).toBe(4);
    expect(daysUntilStart(season, '2026-07-10')).toBeNull(); // usually under way
    expect(daysUntilStart(season, '2026-12-06')).toBe(211);
  });
});
