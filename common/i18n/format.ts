import { formatterOf, type Formatter } from './intl-answers.js';
import { INTL_LOCALE, type Language } from './languages.js';

/**
 * Numbers, distances, clocks, dates and "2 h ago" in the reader's language, all through Intl (no hand-made
 * tables of month names). Words around them ("Closes {{time}}") live in the message catalogues; these helpers
 * only format the values. Formatters are cached: a list of 100 stands formats hundreds of values.
 */

export type Unit = 'mi' | 'km';

const numberFormat = (lang: Language, opts: Intl.NumberFormatOptions = {}) =>
  formatterOf(
    `n:${lang}:${JSON.stringify(opts)}`,
    () => new Intl.NumberFormat(INTL_LOCALE[lang], opts),
    (value: number) => String(value),
  );

const instant = (date: Date | number) => String(typeof date === 'number' ? date : date.getTime());

/**
 * A date formatter for a locale in a time zone, made once (making one costs far more than formatting with it); an
 * unknown zone name falls back to the reader's clock rather than crashing. Without `timeZone`, the zone in `opts`
 * (or the reader's clock when there is none): an absent argument must not erase `opts.timeZone`, or a browser west
 * of UTC wrote the grid's 8:00 as 0:00 and 22 November as the 21st.
 */
export function dateTimeFormat(locale: string, opts: Intl.DateTimeFormatOptions, timeZone?: string): Formatter<[date: Date | number]> {
  return formatterOf(
    `d:${locale}:${timeZone ?? ''}:${JSON.stringify(opts)}`,
    () => {
      try {
        return new Intl.DateTimeFormat(locale, timeZone ? { ...opts, timeZone } : opts);
      } catch {
        return new Intl.DateTimeFormat(locale, opts);
      }
    },
    // On the reader's own clock the answer depends on where the page is read: never one the server gave.
    timeZone || opts.timeZone ? instant : null,
  );
}

const dateFormat = (lang: Language, opts: Intl.DateTimeFormatOptions, timeZone?: string) => dateTimeFormat(INTL_LOCALE[lang], opts, timeZone);

export const formatNumber = (value: number, lang: Language, opts?: Intl.NumberFormatOptions) => numberFormat(lang, opts).format(value);

/** "4.6" / "4,6": always one decimal (ratings, drive distances, shares). */
export const formatOneDecimal = (value: number, lang: Language) => formatNumber(value, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "2.3 mi" / "2,3 mi", "12 km", "< 0.1 mi": one decimal under 10, whole numbers above. Null when unknown. */
export function formatDistance(distance: number | null | undefined, unit: Unit, lang: Language): string | null {
  if (distance === null || distance === undefined || !Number.isFinite(distance)) return null;
  if (distance < 0.1) return `< ${formatNumber(0.1, lang)} ${unit}`;
  const digits = distance < 10 ? 1 : 0;
  // Under 1,000 there is no grouping: the same text as Intl without making the page's first Intl.NumberFormat, a
  // 60–150 ms task on a slow phone while a list hydrates (issue 31 point 1).
  if (distance < 999.5) return `${roundShortest(distance, digits).replace('.', DECIMAL[lang])} ${unit}`;
  return `${formatNumber(distance, lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })} ${unit}`;
}

/**
 * `value` (0.1 ≤ value < 1,000) to `digits` decimals as Intl rounds: half away from zero, on the shortest decimal that
 * reads back as the number (0.15 is 0.2, where toFixed, on the binary value just under 0.15, says 0.1).
 */
function roundShortest(value: number, digits: number): string {
  const [int, frac = ''] = String(value).split('.');
  const scaled = String(Number(int + frac.slice(0, digits).padEnd(digits, '0')) + ((frac[digits] ?? '0') >= '5' ? 1 : 0)).padStart(digits + 1, '0');
  return digits ? `${scaled.slice(0, -digits)}.${scaled.slice(-digits)}` : scaled;
}

/** The decimal separator of each language's INTL_LOCALE (format.test.ts checks them against Intl). */
export const DECIMAL: Record<Language, string> = { en: '.', es: ',' };

/** "$2.50" / "2,50 US$", with "/ lb" when the product has a unit. */
export function formatPrice(cents: number | null, unit: string | null, lang: Language): string | null {
  if (cents === null) return null;
  const money = numberFormat(lang, { style: 'currency', currency: 'USD' }).format(cents / 100);
  return unit ? `${money} / ${unit}` : money;
}

/** A clock time on a zone's wall clock: "6 PM", "6:30 PM" in English; "18:00", "7:00" in Spanish. */
export function formatClockTime(date: Date, timeZone: string, lang: Language): string {
  const text = dateFormat(lang, { hour: 'numeric', minute: '2-digit' }, timeZone).format(date);
  return lang === 'en' ? text.replace(':00', '') : text;
}

/** A time of day written "HH:MM" (the hours grid): "8:00 AM" / "8:00", "24:00" is midnight. */
export function formatHhmm(hhmm: string, lang: Language): string {
  const [h, m] = [Number(hhmm.slice(0, 2)) % 24, Number(hhmm.slice(3, 5))];
  return dateFormat(lang, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(Date.UTC(2000, 0, 1, h, m));
}

/** "Sat" / "sáb" */
export const formatWeekdayShort = (date: Date, timeZone: string, lang: Language) => dateFormat(lang, { weekday: 'short' }, timeZone).format(date);
/** "Saturday" / "sábado" */
export const formatWeekdayLong = (date: Date, timeZone: string, lang: Language) => dateFormat(lang, { weekday: 'long' }, timeZone).format(date);
/** "May 1" / "1 may" */
export const formatMonthDay = (date: Date, timeZone: string, lang: Language) => dateFormat(lang, { month: 'short', day: 'numeric' }, timeZone).format(date);
/** "March 2024" / "marzo de 2024" */
export const formatMonthYear = (date: Date, lang: Language) => dateFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
/** A calendar day written out: "November 22, 2026" / "22 de noviembre de 2026" (an effective date, a day with no clock). */
export const formatLongDate = (date: Date, lang: Language) => dateFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
/** "Mar 5, 2024" / "5 mar 2024" */
export const formatDate = (date: Date, lang: Language, timeZone?: string) => dateFormat(lang, { dateStyle: 'medium' }, timeZone).format(date);
/** "Mar 5, 2024, 6:30 PM" / "5 mar 2024, 18:30" */
export const formatDateTime = (date: Date, lang: Language, timeZone?: string) =>
  dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }, timeZone).format(date);

/** "Sat, Jul 10, 9:00 AM" / "sáb, 10 jul, 9:00": a day and time someone chose, without the year. */
export const formatDayAndTime = (date: Date, lang: Language, timeZone?: string) =>
  dateFormat(lang, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }, timeZone).format(date);

/** "eggs, honey and pumpkins" / "huevos, miel y calabazas" */
export const formatList = (items: string[], lang: Language) =>
  formatterOf(
    `l:${lang}`,
    () => new Intl.ListFormat(INTL_LOCALE[lang], { style: 'long', type: 'conjunction' }),
    (list: string[]) => JSON.stringify(list),
  ).format(items);

const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 604_800],
  ['month', 2_592_000],
  ['year', 31_536_000],
];
/** "yesterday", "in 2 days" / "ayer": a relative time in `style`, numbers said as words where the language has them. */
export const relativeTimeFormat = (lang: Language, style: Intl.RelativeTimeFormatStyle = 'long') =>
  formatterOf(
    `r:${lang}:${style}`,
    () => new Intl.RelativeTimeFormat(INTL_LOCALE[lang], { numeric: 'auto', style }),
    (value: number, unit: Intl.RelativeTimeFormatUnit) => `${value} ${unit}`,
  );

const JUST_NOW: Record<Language, string> = { en: 'just now', es: 'justo ahora' };

/** "2 hr. ago" / "hace 2 h", "yesterday" / "ayer", "just now": how long ago something was said or saved. */
export function formatTimeAgo(at: string | Date, lang: Language, now: Date = new Date()): string {
  const seconds = (new Date(at).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 60) return JUST_NOW[lang];
  let [unit, size] = STEPS[0];
  for (const [u, s] of STEPS) if (Math.abs(seconds) >= s) [unit, size] = [u, s];
  // Spanish's short months and years are one letter ("hace 2 m" reads as minutes, "hace 2 a"): those are said in full.
  const style = lang !== 'en' && (unit === 'month' || unit === 'year') ? 'long' : 'short';
  return relativeTimeFormat(lang, style).format(Math.round(seconds / size), unit);
}
