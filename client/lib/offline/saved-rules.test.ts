import { describe, expect, it } from 'vitest';
import { fromSearchPage, savedRuleFor } from './saved-rules';

describe('the last search', () => {
  it('is an /api/farms answer asked by a search page, not by the trip planner’s stand picker', () => {
    expect(savedRuleFor('/api/farms')?.kind).toBe('search');
    for (const page of ['/browse?location=12401', '/open-now', '/map?view=list', '/in-season?location=12401']) {
      expect(fromSearchPage(`https://farmstand.example${page}`), page).toBe(true);
    }
    expect(fromSearchPage('https://farmstand.example/trips/4b1c/edit')).toBe(false);
    expect(fromSearchPage('https://farmstand.example/dashboard')).toBe(false);
    expect(fromSearchPage('')).toBe(true);
  });
});
