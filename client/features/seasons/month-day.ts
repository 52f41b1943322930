import type { Language } from '@common/i18n/languages';

// Each language's short month names as Intl writes them ({ month: 'short' } in INTL_LOCALE; month-day.test.ts compares
// every day of a year). "Coming up near you" renders from an answer fetched after the page loaded: through Intl it
// made the page's first Intl object before any touch, a 50–90 ms task on a slow phone (decision 075).
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/** "Jun 3" / "3 jun" from "06-03", in the reader's language, without Intl. */
export function monthDay(md: string, language: Language): string {
  const [month, day] = [SHORT_MONTHS[language][Number(md.slice(0, 2)) - 1], Number(md.slice(3, 5))];
  return language === 'en' ? `${month} ${day}` : `${day} ${month}`;
}
