import { describeNextChange } from '@common/hours/phrases';
import {
  dateTimeFormat,
  formatClockTime,
  formatDistance as formatDistanceIn,
  formatOneDecimal,
  formatPrice as formatPriceIn,
  formatTimeAgo,
} from '@common/i18n/format';
import { INTL_LOCALE, type Language } from '@common/i18n/languages';
import type { OpenState } from '@common/schemas/farms';
import type { Unit } from './filters';

/**
 * Listing text in the reader's language: each helper takes the language (the component's
 * `useTranslation().i18n.language`), English when a caller gives none. The open-state phrases are shared with the
 * server (common/hours/phrases), the values formatted with Intl (common/i18n/format).
 */
export { dateKeyIn } from '@common/hours/phrases';

/** The reader's language from the page's translations (`useTranslation().i18n`). */
export { languageOf as lang } from '@common/i18n/languages';

/** '6 PM', '6:30 PM' / '18:00' on the stand's own clock (a traveller's phone may be in another zone). */
export const clockIn = (date: Date, timeZone: string, lang: Language = 'en'): string => formatClockTime(date, timeZone, lang);

/**
 * "Closes 6 PM", "Opens Sat 8 AM", "Opens May 1": the next change of an open state, in the listing's zone.
 * Null when there is nothing useful to say (closed with no known reopening, or hours unknown).
 */
export const nextChangeLabel = (open: OpenState, timeZone: string, now: Date = new Date(), lang: Language = 'en'): string | null =>
  describeNextChange(open, timeZone, lang, now);

/** "2.3 mi" / "2,3 mi". */
export const formatDistance = (distance: number | null, unit: Unit = 'mi', lang: Language = 'en'): string | null => formatDistanceIn(distance, unit, lang);

/** "$2.50 / lb" / "2,50 US$ / lb". */
export const formatPrice = (cents: number | null, unit: string | null, lang: Language = 'en'): string | null => formatPriceIn(cents, unit, lang);

/** "2 hr. ago", "yesterday" / "hace 2 h", "ayer": how fresh a product's availability is. */
export const timeAgo = (iso: string, now: Date = new Date(), lang: Language = 'en'): string => formatTimeAgo(iso, lang, now);

/** '4.6' / '4,6' from 4.62; ratings are shown with one decimal. */
export const formatRating = (avg: number, lang: Language = 'en') => formatOneDecimal(Math.round(avg * 10) / 10, lang);

// Formatters made once (dateTimeFormat): a new one per card cost more than the card (issue 31 point 1).
const monthName = (index: number, lang: Language) => dateTimeFormat(INTL_LOCALE[lang], { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, index, 1));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SEASON =
  /^\s*(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?:\s+(\d{1,2}))?(?:\s*-\s*(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?:\s+(\d{1,2}))?)?\s*:?\s/;

/**
 * "September – October" from "Sep-Oct: Mo-Su 09:00-18:00": the season a listing's hours start with, so a
 * week of "Closed" can say why. A regex, not the grid parser, to keep the contract's zod off this page.
 */
export function seasonOf(openingHours: string | null, lang: Language = 'en'): string | null {
  const m = openingHours ? SEASON.exec(openingHours) : null;
  if (!m) return null;
  const edge = (mon: string, day?: string) => {
    if (lang === 'en') return `${LONG[MONTHS.indexOf(mon)]}${day ? ` ${Number(day)}` : ''}`;
    // "1 de septiembre", "septiembre": the month's name from Intl.
    const month = monthName(MONTHS.indexOf(mon), lang);
    return day ? `${Number(day)} de ${month}` : month;
  };
  return m[3] ? `${edge(m[1], m[2])} – ${edge(m[3], m[4])}` : edge(m[1], m[2]);
}

/** "Sep 1" / "1 sept": a closed-for-the-season stand's reopening, a local date (YYYY-MM-DD) at the stand. */
export const formatReopening = (date: string, lang: Language = 'en'): string =>
  dateTimeFormat(INTL_LOCALE[lang], { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
