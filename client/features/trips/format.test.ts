import { describe, expect, it } from 'vitest';
import { defaultDeparture, departureOn, formatTripDate } from './format';

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

describe('defaultDeparture', () => {
  // Local times (the test's own zone): a Saturday is 2026-12-12.
  const at = (d: string, hh: number, mm = 0) => {
    const [y, m, day] = d.split('-').map(Number);
    return new Date(y, m - 1, day, hh, mm);
  };
  it('is the next Saturday at 9:00 AM on another day', () => {
    expect(defaultDeparture(at('2026-12-09', 15))).toEqual({ date: '2026-12-12', departAt: '09:00' });
  });
  it('is today at 9:00 AM on a Saturday morning', () => {
    expect(defaultDeparture(at('2026-12-12', 7, 40))).toEqual({ date: '2026-12-12', departAt: '09:00' });
  });
  it('is the next half hour on a Saturday after 9, never a time already past', () => {
    expect(defaultDeparture(at('2026-12-12', 14, 10))).toEqual({ date: '2026-12-12', departAt: '14:30' });
    expect(defaultDeparture(at('2026-12-12', 14, 30))).toEqual({ date: '2026-12-12', departAt: '15:00' });
  });
  it('is the Saturday after, at 9:00 AM, late on a Saturday', () => {
    expect(defaultDeparture(at('2026-12-12', 17, 5))).toEqual({ date: '2026-12-19', departAt: '09:00' });
  });
  it('keeps a chosen later day at 9:00 AM', () => {
    expect(departureOn('2026-12-13', at('2026-12-12', 14, 10))).toBe('09:00');
    expect(departureOn('2026-12-12', at('2026-12-12', 20, 10))).toBe('20:30');
  });
});
