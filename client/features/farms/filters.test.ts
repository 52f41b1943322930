import { describe, expect, it } from 'vitest';
import { filtersToApiQuery, parseFilters } from './filters';

describe('filters read from the address bar', () => {
  it('sends an "open at" instant typed without seconds or zone as the full ISO instant the API takes', () => {
    const local = new Date(2027, 5, 17, 14, 0).toISOString(); // the reader's clock, as the picker reads it
    expect(parseFilters('openAt=2027-06-17T14:00').openAt).toBe(local);
    expect(new URLSearchParams(filtersToApiQuery(parseFilters('location=12401&openAt=2027-06-17T14:00'))).get('openAt')).toBe(local);
  });

  it('keeps a full instant as it is, and drops one that is no date', () => {
    expect(parseFilters('openAt=2027-06-17T18:00:00.000Z').openAt).toBe('2027-06-17T18:00:00.000Z');
    expect(parseFilters('openAt=saturday').openAt).toBeUndefined();
  });
});
