import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, LANGUAGES } from '@common/i18n/languages';
import { monthDay } from './month-day';

describe('monthDay', () => {
  it('writes every day of a year as Intl does, without it', () => {
    for (const lang of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[lang], { month: 'short', day: 'numeric', timeZone: 'UTC' });
      for (let day = new Date(Date.UTC(2000, 0, 1)); day.getUTCFullYear() === 2000; day = new Date(day.getTime() + 86_400_000)) {
        const md = day.toISOString().slice(5, 10);
        expect(monthDay(md, lang), md).toBe(intl.format(day));
      }
    }
  });
});
