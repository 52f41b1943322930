import type { TFunction } from 'i18next';
import { INTL_LOCALE, isLanguage } from '@common/i18n/languages';
import { DAY_KEYS, ENGLISH_HOURS_MESSAGES, type DayKey, type HoursMessages } from '@common/hours/weekly-grid';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * What the weekly-hours schema says about a bad grid, in the editor's language (issue 16): words from the
 * `farms` catalogue, day and month names from Intl. English is the schema's own, word for word.
 */
export function hoursMessages(t: TFunction<'farms'>, lang: string | undefined): HoursMessages {
  if (!isLanguage(lang) || lang === 'en') return ENGLISH_HOURS_MESSAGES;
  const locale = INTL_LOCALE[lang];
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return {
    // 1 January 2024 was a Monday.
    day: (d: DayKey) => capitalized(weekday.format(Date.UTC(2024, 0, 1 + DAY_KEYS.indexOf(d)))),
    month: (m) => monthName.format(Date.UTC(2024, m - 1, 1)),
    season: (edge) => (edge === 'start' ? t('editor.hours.errors.seasonStart', { ns: 'farms' }) : t('editor.hours.errors.seasonEnd', { ns: 'farms' })),
    openingRequired: (day) => t('editor.hours.errors.openingRequired', { ns: 'farms', day }),
    openingFormat: (day) => t('editor.hours.errors.openingFormat', { ns: 'farms', day }),
    closingRequired: (day) => t('editor.hours.errors.closingRequired', { ns: 'farms', day }),
    closingFormat: (day) => t('editor.hours.errors.closingFormat', { ns: 'farms', day }),
    periodsList: (day) => t('editor.hours.errors.periodsList', { ns: 'farms', day }),
    periodsMax: (day, max) => t('editor.hours.errors.periodsMax', { ns: 'farms', day, max }),
    closingAfterOpening: (day) => t('editor.hours.errors.closingAfterOpening', { ns: 'farms', day }),
    periodsOrder: (day) => t('editor.hours.errors.periodsOrder', { ns: 'farms', day }),
    seasonMonth: (season) => t('editor.hours.errors.seasonMonth', { ns: 'farms', season }),
    seasonDayNumber: (season) => t('editor.hours.errors.seasonDayNumber', { ns: 'farms', season }),
    seasonDayMin: (season) => t('editor.hours.errors.seasonDayMin', { ns: 'farms', season }),
    seasonDayMax: (season) => t('editor.hours.errors.seasonDayMax', { ns: 'farms', season }),
    seasonMonthDays: (season, month, max) => t('editor.hours.errors.seasonMonthDays', { ns: 'farms', season, month, max }),
    closedFormat: t('editor.hours.errors.closedFormat', { ns: 'farms' }),
    closedReal: (date) => t('editor.hours.errors.closedReal', { ns: 'farms', date }),
    holidays: t('editor.hours.errors.holidays', { ns: 'farms' }),
    closedMax: (max) => t('editor.hours.errors.closedMax', { ns: 'farms', max }),
    closedTwice: (date) => t('editor.hours.errors.closedTwice', { ns: 'farms', date }),
    bothModes: t('editor.hours.errors.bothModes', { ns: 'farms' }),
  };
}
