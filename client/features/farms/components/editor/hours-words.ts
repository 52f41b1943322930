import type { TFunction } from 'i18next';
import { isLanguage } from '@common/i18n/languages';
import type { HoursWords } from '@common/hours/weekly-grid';

/** The weekly-hours summary's words ("Shoppers will see …") in the editor's language, from the `farms` catalogue. */
export const hoursWords = (t: TFunction<'farms'>, lang: string): HoursWords => ({
  lang: isLanguage(lang) ? lang : 'en',
  notListed: t('open.notListed', { ns: 'farms' }),
  always: t('editor.hours.describe.always', { ns: 'farms' }),
  sunriseToSunset: t('editor.hours.describe.sun', { ns: 'farms' }),
  holidays: t('editor.hours.holidays', { ns: 'farms' }),
  season: (from, to) => t('editor.hours.describe.season', { ns: 'farms', from, to }),
  closed: (dates) => t('editor.hours.describe.closed', { ns: 'farms', dates }),
});
