import { describe, expect, it } from 'vitest';
import { lastPastSeasonYear } from './demo-season-history.js';

describe("the demo's past seasons", () => {
  it('a season within a year: the last past one started last year', () => {
    expect(lastPastSeasonYear(5, 7, new Date('2026-12-07T12:00:00Z'))).toBe(2025);
    expect(lastPastSeasonYear(5, 7, new Date('2027-02-10T12:00:00Z'))).toBe(2026);
  });

  it('a season crossing New Year (decision 078): the current one is never history', () => {
    // December: Sep 2025 – Mar 2026 is over (Sep 2026 – Mar 2027 is under way).
    expect(lastPastSeasonYear(9, 3, new Date('2026-12-07T12:00:00Z'))).toBe(2025);
    // February and late March: Sep 2026 – Mar 2027 is under way, the last past season is Sep 2025 – Mar 2026.
    expect(lastPastSeasonYear(9, 3, new Date('2027-02-10T12:00:00Z'))).toBe(2025);
    expect(lastPastSeasonYear(9, 3, new Date('2027-03-27T20:00:00Z'))).toBe(2025);
    // From Mar 28 the demo's season of Sep 2026 – Mar 2027 (marks end by Mar 27) is past.
    expect(lastPastSeasonYear(9, 3, new Date('2027-03-28T12:00:00Z'))).toBe(2026);
    expect(lastPastSeasonYear(11, 1, new Date('2027-06-01T12:00:00Z'))).toBe(2026);
  });
});
