import { describe, expect, it, vi } from 'vitest';
import {
  formatClockTime,
  formatDistance,
  formatHhmm,
  formatList,
  formatMonthDay,
  formatLongDate,
  formatMonthYear,
  formatPrice,
  formatTimeAgo,
  formatWeekdayShort,
} from './format.js';
import { INTL_LOCALE } from './languages.js';

// 2026-07-04 18:30 in Los Angeles (UTC-7 in summer).
const evening = new Date('2026-07-05T01:30:00Z');
const morning = new Date('2026-07-04T14:00:00Z'); // 7:00 in Los Angeles
const LA = 'America/Los_Angeles';

describe('formatDistance', () => {
  it('writes decimals the way each language does', () => {
    expect(formatDistance(2.34, 'mi', 'en')).toBe('2.3 mi');
    expect(formatDistance(2.34, 'mi', 'es')).toBe('2,3 mi');
    expect(formatDistance(12.6, 'km', 'es')).toBe('13 km');
    expect(formatDistance(0.04, 'km', 'es')).toBe('< 0,1 km');
    expect(formatDistance(1234.4, 'mi', 'en')).toBe('1,234 mi');
    expect(formatDistance(null, 'mi', 'en')).toBeNull();
  });

  it('writes under 1,000 without Intl exactly what Intl writes, ties and the edges included', () => {
    const values = [
      0.1, 0.15, 0.35, 1.15, 2.675, 4.05, 0.45, 5.55, 0.25, 0.95, 1.05, 2.45, 9.94, 9.95, 9.99, 10, 10.5, 11.5, 99.5, 998.5, 999.4, 999.49, 999.5, 1000.5,
    ];
    for (let i = 0; i < 2000; i++) values.push(0.1 + ((i * 7919) % 100000) / 99.7);
    for (const lang of ['en', 'es'] as const) {
      for (const d of values) {
        const digits = d < 10 ? 1 : 0;
        const intl = new Intl.NumberFormat(INTL_LOCALE[lang], { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(d);
        expect(formatDistance(d, 'mi', lang)).toBe(`${intl} mi`);
      }
    }
  });
});

describe('clock times on the stand’s own clock', () => {
  it('are 12-hour without :00 in English and 24-hour in Spanish', () => {
    expect(formatClockTime(evening, LA, 'en')).toBe('6:30 PM');
    expect(formatClockTime(morning, LA, 'en')).toBe('7 AM');
    expect(formatClockTime(evening, LA, 'es')).toBe('18:30');
    expect(formatClockTime(morning, LA, 'es')).toBe('7:00');
  });
  it('format the hours grid’s HH:MM labels', () => {
    expect(formatHhmm('08:00', 'en')).toBe('8:00 AM');
    expect(formatHhmm('24:00', 'en')).toBe('12:00 AM');
    expect(formatHhmm('17:30', 'es')).toBe('17:30');
  });
  it('name days and months in the reader’s language', () => {
    expect(formatWeekdayShort(evening, LA, 'en')).toBe('Sat');
    expect(formatWeekdayShort(evening, LA, 'es')).toBe('sáb');
    expect(formatMonthDay(evening, LA, 'es')).toBe('4 jul');
    expect(formatMonthYear(new Date('2024-03-15T00:00:00Z'), 'en')).toBe('March 2024');
    expect(formatMonthYear(new Date('2024-03-15T00:00:00Z'), 'es')).toBe('marzo de 2024');
    // A calendar day, the same wherever the reader is (UTC midnight stays that day).
    expect(formatLongDate(new Date('2026-11-22T00:00:00Z'), 'en')).toBe('November 22, 2026');
    expect(formatLongDate(new Date('2026-11-22T00:00:00Z'), 'es')).toBe('22 de noviembre de 2026');
  });
});

describe('a reader west of UTC', () => {
  // The browser formats on the reader's clock; the tests run in UTC (vitest.config.ts), where a lost zone is invisible.
  // A fresh copy of the module: formatters are cached, and ones made earlier in UTC would hide the reader's zone.
  it('still reads the hours grid and calendar days as written', async () => {
    const zone = process.env.TZ;
    process.env.TZ = LA;
    try {
      vi.resetModules();
      const fresh = await import('./format.js');
      expect(new Date(Date.UTC(2000, 0, 1, 8)).getHours()).toBe(0); // the reader's clock is Los Angeles'
      expect(fresh.formatHhmm('08:00', 'es')).toBe('8:00');
      expect(fresh.formatHhmm('17:30', 'en')).toBe('5:30 PM');
      expect(fresh.formatLongDate(new Date('2026-11-22T00:00:00Z'), 'es')).toBe('22 de noviembre de 2026');
      expect(fresh.formatMonthYear(new Date('2024-03-01T00:00:00Z'), 'en')).toBe('March 2024');
    } finally {
      process.env.TZ = zone;
    }
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-07-04T12:00:00Z');
  it('says how long ago in each language', () => {
    expect(formatTimeAgo('2026-07-04T10:00:00Z', 'en', now)).toBe('2 hr. ago');
    expect(formatTimeAgo('2026-07-04T10:00:00Z', 'es', now)).toBe('hace 2 h');
    expect(formatTimeAgo('2026-07-03T12:00:00Z', 'es', now)).toBe('ayer');
    expect(formatTimeAgo('2026-07-04T11:59:30Z', 'es', now)).toBe('justo ahora');
    expect(formatTimeAgo('not a date', 'en', now)).toBe('');
  });
  it('says months and years in full in Spanish, where the short forms are one ambiguous letter', () => {
    expect(formatTimeAgo('2026-05-04T12:00:00Z', 'es', now)).toBe('hace 2 meses');
    expect(formatTimeAgo('2026-07-04T11:58:00Z', 'es', now)).toBe('hace 2 min');
    expect(formatTimeAgo('2024-06-01T12:00:00Z', 'es', now)).toBe('hace 2 años');
    expect(formatTimeAgo('2026-05-04T12:00:00Z', 'en', now)).toBe('2 mo. ago');
  });
});

describe('prices and lists', () => {
  it('formats dollars per language', () => {
    expect(formatPrice(250, 'lb', 'en')).toBe('$2.50 / lb');
    expect(formatPrice(250, null, 'es')).toMatch(/^2,50\sUS\$$/);
    expect(formatPrice(null, 'lb', 'es')).toBeNull();
  });
  it('joins lists with the language’s conjunction', () => {
    expect(formatList(['eggs', 'honey', 'pumpkins'], 'en')).toBe('eggs, honey, and pumpkins');
    expect(formatList(['huevos', 'miel', 'calabazas'], 'es')).toBe('huevos, miel y calabazas');
  });
});
