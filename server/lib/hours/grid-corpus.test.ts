import OpeningHours from 'opening_hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromOpeningHours, toOpeningHours, type WeeklyHours } from '@common/hours/weekly-grid.js';
import { readCorpus } from './test-corpus.js';

/**
 * The weekly grid against real values: whenever fromOpeningHours accepts a corpus value, the value it
 * writes back must mean exactly the same to opening_hours (same open intervals) around every feature
 * that could differ: weekdays, public holidays, season edges and closed dates.
 * Compared in UTC: the grid is wall-clock time, so DST cannot change what it means, but the library
 * itself misreads ranges past midnight on the day after a DST change (it also opens "Sa 08:00-02:00"
 * on Monday 00:00-01:00 after the spring change), which would show up here as a false difference.
 */
const corpus = readCorpus();
const PLACE = { lat: '48.99', lon: '8.40', address: { country_code: 'de', state: 'Baden-Württemberg' } } as never;
const DAY = 86_400_000;
const FIXED_WINDOWS: Array<[string, number]> = [
  ['2026-01-01', 7], // New Year, Epiphany
  ['2026-03-30', 8], // Good Friday Apr 3, Easter Monday
  ['2026-07-01', 7], // a plain summer week
  ['2026-12-23', 5], // Christmas
];

function windowsFor(grid: WeeklyHours): Array<[Date, Date]> {
  const out = FIXED_WINDOWS.map(([d, n]): [Date, Date] => [new Date(`${d}T00:00:00`), new Date(new Date(`${d}T00:00:00`).getTime() + n * DAY)]);
  const around = (d: Date) => out.push([new Date(d.getTime() - 2 * DAY), new Date(d.getTime() + 3 * DAY)]);
  if (grid.season) {
    around(new Date(2026, grid.season.from.month - 1, grid.season.from.day ?? 1));
    around(new Date(2026, grid.season.to.month - 1, (grid.season.to.day ?? new Date(2026, grid.season.to.month, 0).getDate()) + 1));
  }
  grid.closedDates.forEach((iso) => around(new Date(`${iso}T00:00:00`)));
  return out;
}

/** Open intervals, adjacent ones merged: equal meaning may be split differently by the library. */
function meaning(oh: OpeningHours, [from, to]: [Date, Date]): string[] {
  const merged: Array<[number, number, boolean]> = [];
  for (const [s, e, unknown] of oh.getOpenIntervals(from, to)) {
    const last = merged[merged.length - 1];
    if (last && last[1] === s.getTime() && last[2] === unknown) last[1] = e.getTime();
    else merged.push([s.getTime(), e.getTime(), unknown]);
  }
  return merged.map(([s, e, u]) => `${new Date(s).toISOString()}–${new Date(e).toISOString()}${u ? ' unknown' : ''}`);
}

describe('corpus: fromOpeningHours → toOpeningHours keeps the meaning', () => {
  const before = process.env.TZ;
  beforeAll(() => void (process.env.TZ = 'UTC'));
  afterAll(() => void (process.env.TZ = before));
  const stats = { values: 0, occurrences: 0, grid: 0, gridOccurrences: 0, rewritten: 0 };
  afterAll(() => console.log('[hours corpus] grid', JSON.stringify(stats)));

  it('every value the grid accepts means the same after the round trip', { timeout: 240_000 }, () => {
    for (const { value, count } of corpus) {
      stats.values++;
      stats.occurrences += count;
      const grid = fromOpeningHours(value);
      if (!grid) continue;
      stats.grid++;
      stats.gridOccurrences += count;
      const written = toOpeningHours(grid);
      expect(written, value).not.toBe('');
      if (written !== value) stats.rewritten++;
      expect(fromOpeningHours(written), value).toEqual(grid);
      const original = new OpeningHours(value, PLACE, 0); // throws (fails the test) if the grid took an invalid value
      const rewritten = new OpeningHours(written, PLACE, 0);
      for (const w of windowsFor(grid)) expect(meaning(rewritten, w), `${value} → ${written}`).toEqual(meaning(original, w));
    }
    // Most real farm-stand hours should open in the grid editor, not as a raw read-only value.
    expect(stats.gridOccurrences / stats.occurrences).toBeGreaterThan(0.6);
  });
});
