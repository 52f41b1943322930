import { describe, expect, it } from 'vitest';
import { dayOfYear, monthDayOf, quietPoint, seasonSpan, usualSeason, type AvailabilityMarkDay } from './usual-season.js';

const on = (date: string): AvailabilityMarkDay => ({ date, available: true });
const off = (date: string): AvailabilityMarkDay => ({ date, available: false });
/** A season marked available on its first day, confirmed midway, and sold out for the season at its end. */
const season = (year: number, first: string, mid: string, end: string) => [on(`${year}-${first}`), on(`${year}-${mid}`), off(`${year}-${end}`)];
/** Marked available every `step` days from `first` to before `end` (YYYY-MM-DD), and sold out for the season on `end`. */
const every = (first: string, end: string, step = 14) => {
  const out: AvailabilityMarkDay[] = [];
  for (let t = Date.parse(first); t < Date.parse(end); t += step * 86_400_000) out.push(on(new Date(t).toISOString().slice(0, 10)));
  return [...out, off(end)];
};

describe('the usual season', () => {
  it('three seasons: the median first and last day', () => {
    const marks = [...season(2023, '06-01', '06-10', '06-25'), ...season(2024, '06-03', '06-15', '06-28'), ...season(2025, '06-08', '06-20', '07-02')];
    expect(usualSeason(marks)).toEqual({ from: '06-03', until: '06-28', seasons: 3 });
  });

  it('a missing season is no season: the others still say it', () => {
    const marks = [...season(2022, '06-01', '06-10', '06-25'), ...season(2024, '06-05', '06-15', '06-29')];
    expect(usualSeason(marks)).toEqual({ from: '06-03', until: '06-27', seasons: 2 });
  });

  it('a one-day stray mark neither makes a season nor stretches one', () => {
    // 2024: a mark in October, months from the June run, is left out of that season.
    const marks = [...season(2023, '06-02', '06-12', '06-26'), ...season(2024, '06-04', '06-14', '06-28'), on('2024-10-12')];
    expect(usualSeason(marks)).toEqual({ from: '06-03', until: '06-27', seasons: 2 });
    // A season of a single mark (marked available once, by mistake) is no season at all.
    expect(seasonSpan([on('2025-03-01')])).toBeNull();
    expect(usualSeason([...season(2023, '06-02', '06-12', '06-26'), on('2024-03-01')])).toBeNull();
  });

  it('too little history, or none, says nothing', () => {
    expect(usualSeason([])).toBeNull();
    expect(usualSeason(season(2025, '06-01', '06-10', '06-25'))).toBeNull();
    expect(usualSeason([off('2024-06-01'), off('2025-06-01')])).toBeNull();
  });

  it('ends a season at its last available mark when nothing closed it, and lines up leap years', () => {
    expect(seasonSpan([on('2024-02-29'), on('2024-03-20')])).toEqual({ first: '2024-02-29', last: '2024-03-20' });
    expect(usualSeason([on('2024-02-29'), on('2024-03-20'), on('2025-03-01'), on('2025-03-20')])).toEqual({ from: '03-01', until: '03-20', seasons: 2 });
  });
});

// Decision 078: a season is cut at the crop's quiet point, not at Jan 1.
describe('a usual season that crosses New Year', () => {
  it('Winter squash sold Sep – Mar is one season a year, not two halves', () => {
    const marks = [...every('2022-09-03', '2023-03-18'), ...every('2023-09-05', '2024-03-20'), ...every('2024-09-08', '2025-03-24')];
    expect(usualSeason(marks)).toEqual({ from: '09-05', until: '03-20', seasons: 3 });
  });

  it('one season across New Year is one season: too little history', () => {
    // By calendar years it was two "seasons", Sep – Dec and Jan – Mar.
    expect(usualSeason(every('2024-09-05', '2025-03-20'))).toBeNull();
  });

  it('firsts of Dec 28 and Jan 3 give a median about Dec 31, not July', () => {
    const marks = [...every('2023-12-28', '2024-03-01'), ...every('2025-01-03', '2025-03-05')];
    expect(usualSeason(marks)).toEqual({ from: '12-31', until: '03-03', seasons: 2 });
  });

  it('Christmas trees, Nov 25 – Jan 5, with a stray mark in July', () => {
    const marks = [...every('2023-11-25', '2024-01-05', 7), ...every('2024-11-23', '2025-01-04', 7), ...every('2025-11-27', '2026-01-06', 7), on('2025-07-04')];
    expect(usualSeason(marks)).toEqual({ from: '11-25', until: '01-05', seasons: 3 });
  });

  it('a season closed by a "not available" mark just past its quiet point', () => {
    // Sold Mar 1 – Jan 10, quiet until Mar 1: the cut is about Feb 4, and the sold-out marks of Feb 8 close the seasons.
    const seasonOn = (first: string, end: string) => every(first, end, 7).filter((m) => m.available);
    const marks = [...seasonOn('2023-03-01', '2024-01-12'), off('2024-02-08'), ...seasonOn('2024-03-01', '2025-01-12'), off('2025-02-08')];
    expect(usualSeason(marks)).toMatchObject({ from: '03-01', until: '02-08', seasons: 2 });
  });

  it('a crop sold all year has no usual season', () => {
    expect(usualSeason(every('2022-01-04', '2025-12-20', 20))).toBeNull();
    expect(quietPoint([])).toBeNull();
    // Marks every 30 days leave no quiet stretch longer than 30 days; a 40-day gap is one.
    expect(quietPoint(Array.from({ length: 13 }, (_, i) => (i * 30) % 365))).toBeNull();
    expect(quietPoint([0, 40])).toBe(202);
  });

  it('lines up leap years: a season closing on Feb 29 ends as one closing on Mar 1', () => {
    const marks = [...every('2023-11-01', '2024-02-29'), ...every('2024-11-03', '2025-03-01')];
    expect(usualSeason(marks)).toEqual({ from: '11-02', until: '03-01', seasons: 2 });
  });

  it('counts the days of a common year, a leap day as Mar 1', () => {
    for (let doy = 0; doy < 365; doy++) {
      const date = new Date(Date.UTC(2001, 0, 1 + doy)).toISOString().slice(0, 10);
      expect(dayOfYear(date), date).toBe(doy);
      expect(monthDayOf(doy)).toBe(date.slice(5));
    }
    expect([dayOfYear('2024-02-28'), dayOfYear('2024-02-29'), dayOfYear('2024-03-01'), dayOfYear('2024-12-31')]).toEqual([58, 59, 59, 364]);
  });
});
