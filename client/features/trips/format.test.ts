import { describe, expect, it } from 'vitest';
import { formatTripDate } from './format';

// Sunday 29 November 2026, as on the QA walk.
const now = new Date(2026, 10, 29, 10, 0);

describe('formatTripDate', () => {
  it('leaves this year out of a list date, and writes any other year', () => {
    expect(formatTripDate('2026-12-19', false, 'en', now)).toBe('Sat, Dec 19');
    expect(formatTripDate('2027-07-10', false, 'en', now)).toBe('Sat, Jul 10, 2027');
    expect(formatTripDate('2025-07-12', false, 'en', now)).toBe('Sat, Jul 12, 2025');
  });

  it('does the same in Spanish', () => {
    expect(formatTripDate('2026-12-19', false, 'es', now)).toBe('sáb, 19 dic');
    expect(formatTripDate('2027-11-29', false, 'es', now)).toBe('lun, 29 nov 2027');
  });

  it('always writes the year in the long form', () => {
    expect(formatTripDate('2026-12-19', true, 'en', now)).toBe('Saturday, December 19, 2026');
    expect(formatTripDate('2027-07-10', true, 'es', now)).toBe('sábado, 10 de julio de 2027');
  });
});
