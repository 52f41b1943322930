import { describe, expect, it } from 'vitest';
import { formatDistance } from '../i18n/format.js';
import { describeNextChange, describeToday, formatClock, formatClockRange, localizeTodayLabel, parseTodayLabel, todayLabelSaysToday } from './phrases.js';

// Instants around a Los Angeles stand (UTC-7 in May 2026). Friday 1 May 2026, 10:00 on the stand's clock.
const ZONE = 'America/Los_Angeles';
const NOW = new Date('2026-05-01T17:00:00Z');
const open = (nextChange: string | null) => ({ status: 'open' as const, nextChange });
const closed = (nextChange: string | null) => ({ status: 'closed' as const, nextChange });

describe('describeNextChange', () => {
  const cases: Array<[string, ReturnType<typeof open> | ReturnType<typeof closed>, string | null, string | null]> = [
    ['closing today', open('2026-05-02T00:00:00Z'), 'Closes 5 PM', 'Cierra a las 17:00'],
    ['closing at a half hour', open('2026-05-02T00:30:00Z'), 'Closes 5:30 PM', 'Cierra a las 17:30'],
    ['closing in more than a day', open('2026-05-03T00:00:00Z'), 'Closes Sat 5 PM', 'Cierra el sáb a las 17:00'],
    ['open with nothing ahead (24/7)', open(null), 'Open 24 hours', 'Abierto las 24 horas'],
    ['opening later today', closed('2026-05-01T20:00:00Z'), 'Opens 1 PM', 'Abre a las 13:00'],
    ['opening at one o’clock (Spanish: "a la")', closed('2026-05-02T08:00:00Z'), 'Opens Sat 1 AM', 'Abre el sáb a la 1:00'],
    ['opening tomorrow morning', closed('2026-05-02T14:00:00Z'), 'Opens Sat 7 AM', 'Abre el sáb a las 7:00'],
    ['opening in more than six days', closed('2026-05-12T14:00:00Z'), 'Opens May 12', 'Abre el 12 may'],
    ['closed with no known reopening', closed(null), null, null],
  ];
  it.each(cases)('%s', (_name, state, en, es) => {
    expect(describeNextChange(state, ZONE, 'en', NOW)).toBe(en);
    expect(describeNextChange(state, ZONE, 'es', NOW)).toBe(es);
  });

  it('says nothing for unknown hours or an unreadable instant', () => {
    expect(describeNextChange({ status: 'unknown', nextChange: null }, ZONE, 'es', NOW)).toBeNull();
    expect(describeNextChange(open('not a date'), ZONE, 'en', NOW)).toBeNull();
  });

  it('is said on the stand’s clock, not the reader’s', () => {
    // 00:00 UTC is 8 PM in New York and 5 PM in Los Angeles.
    expect(describeNextChange(open('2026-05-02T00:00:00Z'), 'America/New_York', 'en', NOW)).toBe('Closes 8 PM');
    expect(describeNextChange(open('2026-05-02T00:00:00Z'), 'America/New_York', 'es', NOW)).toBe('Cierra a las 20:00');
  });
});

describe('clock labels of the hours grid', () => {
  it('keeps the English labels', () => {
    expect(formatClock('08:00')).toBe('8:00 AM');
    expect(formatClock('12:30')).toBe('12:30 PM');
    expect(formatClock('00:00')).toBe('12:00 AM');
    expect(formatClockRange('08:00', '24:00', 'en')).toBe('8:00 AM – 12:00 AM');
  });
  it('says them on a 24-hour clock in Spanish', () => {
    expect(formatClock('08:00', 'es')).toBe('8:00');
    expect(formatClock('17:30', 'es')).toBe('17:30');
    expect(formatClockRange('19:00', '24:00', 'es')).toBe('19:00 – 24:00');
  });
});

describe('today’s hours', () => {
  it('describes each kind of day in both languages', () => {
    const periods = {
      kind: 'periods' as const,
      periods: [
        { from: '08:00', to: '12:00' },
        { from: '19:00', pastMidnight: true as const },
      ],
    };
    expect(describeToday(periods, 'en')).toBe('8:00 AM – 12:00 PM, 7:00 PM – midnight');
    expect(describeToday(periods, 'es')).toBe('8:00 – 12:00, 19:00 – medianoche');
    expect(describeToday({ kind: 'closed' }, 'en')).toBe('Closed today');
    expect(describeToday({ kind: 'closed' }, 'es')).toBe('Cerrado hoy');
    expect(describeToday({ kind: 'uncertain' }, 'es')).toBe('Horario incierto hoy');
    expect(describeToday({ kind: 'allDay' }, 'es')).toBe('Abierto las 24 horas');
    expect(describeToday({ kind: 'notListed' }, 'es')).toBe('Horario no disponible');
  });

  it('reads the API’s label back, and says it again the same in English', () => {
    for (const label of [
      '8:00 AM – 6:00 PM',
      '9:00 AM – 12:00 PM, 1:00 PM – 5:30 PM',
      '7:00 PM – midnight',
      'Closed today',
      'Open 24 hours',
      'Hours not listed',
    ]) {
      expect(describeToday(parseTodayLabel(label)!, 'en')).toBe(label);
    }
    expect(localizeTodayLabel('8:00 AM – 6:00 PM', 'es')).toBe('8:00 – 18:00');
    expect(localizeTodayLabel('6:00 PM – 12:00 AM', 'es')).toBe('18:00 – 24:00');
    expect(localizeTodayLabel('Hours uncertain today', 'es')).toBe('Horario incierto hoy');
  });

  it('knows the labels that already say "today", so a page does not write "Today: Closed today"', () => {
    expect(['Closed today', 'Hours uncertain today'].map(todayLabelSaysToday)).toEqual([true, true]);
    expect(['8:00 AM – 6:00 PM', 'Open 24 hours', 'Hours not listed', 'By appointment'].map(todayLabelSaysToday)).toEqual([false, false, false, false]);
  });

  it('shows a label it cannot read as it is', () => {
    expect(parseTodayLabel('By appointment')).toBeNull();
    expect(localizeTodayLabel('By appointment', 'es')).toBe('By appointment');
    expect(localizeTodayLabel('8:00 AM – 6:00 PM', 'en')).toBe('8:00 AM – 6:00 PM');
  });
});

describe('distances on a listing', () => {
  it('uses the language’s decimal mark', () => {
    expect(formatDistance(2.34, 'mi', 'en')).toBe('2.3 mi');
    expect(formatDistance(2.34, 'mi', 'es')).toBe('2,3 mi');
  });
});
