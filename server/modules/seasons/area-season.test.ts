import { describe, expect, it } from 'vitest';
import { areaSeason, daysUntilStart, seasonOfDay } from './area-season.js';
import type { AvailabilityMarkDay } from './usual-season.js';

const on = (date: string): AvailabilityMarkDay => ({ date, available: true });
const off = (date: string): AvailabilityMarkDay => ({ date, available: false });
/** A stand's seasons: marked available on the first day, again midway, sold out for the season on the last. */
const stand = (...seasons: Array<[year: number, first: string, last: string]>) =>
  seasons.flatMap(([y, first, last]) => [on(`${y}-${first}`), on(`${y}-${first.slice(0, 3)}15`), off(`${y}-${last}`)]);
/** A stand's seasons as dates (YYYY-MM-DD): marked available every two weeks from the first, sold out on the last. */
const seasonsAt = (...seasons: Array<[first: string, last: string]>) =>
  seasons.flatMap(([first, last]) => {
    const out: AvailabilityMarkDay[] = [];
    for (let t = Date.parse(first); t < Date.parse(last); t += 14 * 86_400_000) out.push(on(new Date(t).toISOString().slice(0, 10)));
    return [...out, off(last)];
  });

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

  // Decision 078: stands' seasons that cross New Year.
  it('a crop sold Sep – Mar: the medians on the circle, and the months Sep – Dec and Jan – Mar', () => {
    const a = seasonsAt(['2022-09-03', '2023-03-18'], ['2023-09-05', '2024-03-20'], ['2024-09-08', '2025-03-24']); // Sep 5 – Mar 20
    const b = seasonsAt(['2023-09-10', '2024-03-25'], ['2024-09-10', '2025-03-25']); // Sep 10 – Mar 25
    const c = seasonsAt(['2023-09-15', '2024-03-30'], ['2024-09-15', '2025-03-30']); // Sep 15 – Mar 30
    expect(areaSeason([a, b, c])).toEqual({ from: '09-10', until: '03-25', stands: 3, months: [3, 3, 3, 0, 0, 0, 0, 0, 3, 3, 3, 3] });
  });

  it('stands that usually start Dec 28 and Jan 3 start about Dec 31 in the area', () => {
    const d = seasonsAt(['2023-12-28', '2024-03-01'], ['2024-12-28', '2025-03-01']); // Dec 28 – Mar 1
    const e = seasonsAt(['2024-01-03', '2024-03-05'], ['2025-01-03', '2025-03-05']); // Jan 3 – Mar 5
    expect(areaSeason([d, e])).toEqual({ from: '12-31', until: '03-03', stands: 2, months: [2, 2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 1] });
  });

  it('counts the days to a season that crosses New Year: under way from its first day to its last', () => {
    const season = { from: '09-05', until: '03-20' };
    expect(daysUntilStart(season, '2027-01-15')).toBeNull();
    expect(daysUntilStart(season, '2026-12-06')).toBeNull();
    expect(daysUntilStart(season, '2026-09-05')).toBeNull();
    expect(daysUntilStart(season, '2028-02-29')).toBeNull(); // a leap day, as Mar 1
    expect(daysUntilStart(season, '2026-06-07')).toBe(90);
    expect(daysUntilStart(season, '2026-03-21')).toBe(168);
  });

  it("names a day's season by the year of its usual start: January's Winter squash is the season of the September before", () => {
    const squash = { from: '09-05', until: '03-20' };
    expect(seasonOfDay('2027-01-15', squash)).toBe(2026);
    expect(seasonOfDay('2027-03-25', squash)).toBe(2026);
    expect(seasonOfDay('2026-09-05', squash)).toBe(2026);
    expect(seasonOfDay('2026-08-20', squash)).toBe(2026); // early, in the second half of the quiet stretch
    // Strawberries, Jun 10 – Jun 30: the calendar year, but for a mark in the last days of December (next season's).
    const berries = { from: '06-10', until: '06-30' };
    expect(seasonOfDay('2026-06-12', berries)).toBe(2026);
    expect(seasonOfDay('2026-12-07', berries)).toBe(2026);
    expect(seasonOfDay('2026-12-28', berries)).toBe(2027);
    expect(seasonOfDay('2027-01-10', berries)).toBe(2027);
    // Starting Dec 31: a day in January is in the season that started the December before.
    expect(seasonOfDay('2027-01-02', { from: '12-31', until: '03-03' })).toBe(2026);
    expect(seasonOfDay('2026-01-02', null)).toBe(2026);
  });
});
