import { describe, expect, it } from 'vitest';
import { freshnessLevel } from '@common/schemas/freshness';
import { availabilityText, hoursFreshnessText, shortFreshnessText } from './freshness-text';

const NOW = new Date('2026-11-25T12:00:00Z');
const daysAgo = (d: number) => new Date(NOW.getTime() - d * 86_400_000).toISOString();
const f = (days: number | null, by: 'owner' | 'visitor' | 'import' | null) => {
  const at = days === null ? null : daysAgo(days);
  return { hoursConfirmedAt: at, hoursConfirmedBy: by, stockUpdatedAt: null, level: freshnessLevel(at, NOW) };
};

describe('freshness in plain words', () => {
  it('levels: fresh to 30 days, aging to 180, stale beyond or never', () => {
    expect([1, 30, 31, 180, 181].map((d) => freshnessLevel(daysAgo(d), NOW))).toEqual(['fresh', 'fresh', 'aging', 'aging', 'stale']);
    expect(freshnessLevel(null, NOW)).toBe('stale');
  });

  it('says who vouched for the hours and when, and names the import source', () => {
    expect(hoursFreshnessText(f(3, 'owner'), null, NOW)).toBe('Hours confirmed by the farmer 3 days ago');
    expect(hoursFreshnessText(f(2, 'visitor'), null, NOW)).toBe('Hours confirmed by a visitor 2 days ago');
    expect(hoursFreshnessText(f(300, 'owner'), null, NOW)).toMatch(/^Hours confirmed by the farmer .* — they may be out of date$/);
    expect(hoursFreshnessText({ ...f(0, 'import'), hoursConfirmedAt: '2024-03-20T00:00:00Z', level: 'stale' }, 'osm', NOW)).toBe(
      'Hours from OpenStreetMap, last checked March 2024 — unverified',
    );
    expect(hoursFreshnessText(f(null, null), 'usda', NOW)).toBe('Hours from the USDA market directory, never checked — unverified');
    expect(hoursFreshnessText(f(null, null), null, NOW)).toBe('Hours not confirmed by the farmer yet');
  });

  it('cards: short; products: "not confirmed lately" after two weeks', () => {
    expect(shortFreshnessText(f(3, 'owner'), NOW)).toBe('Hours confirmed 3 days ago');
    expect(shortFreshnessText({ ...f(0, 'import'), hoursConfirmedAt: '2026-06-10T00:00:00Z', level: 'aging' }, NOW)).toBe('Hours last checked June 2026');
    expect(shortFreshnessText(f(null, null), NOW)).toBe('Hours unverified');
    expect(availabilityText(daysAgo(13), NOW)).toEqual({ text: 'marked available 2 wk. ago', unconfirmed: false });
    expect(availabilityText(daysAgo(15), NOW).unconfirmed).toBe(true);
  });
});
