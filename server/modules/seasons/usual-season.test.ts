import { describe, expect, it } from 'vitest';
import { seasonSpan, usualSeason, type AvailabilityMarkDay } from './usual-season.js';

const on = (date: string): AvailabilityMarkDay => ({ date, available: true });
const off = (date: string): AvailabilityMarkDay => ({ date, available: false });
/** A season marked available on its first day, confirmed midway, and sold out for the season at its end. */
const season = (year: number, first: string, mid: string, end: string) => [on(`${year}-${first}`), on(`${year}-${mid}`), off(`${year}-${end}`)];

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
