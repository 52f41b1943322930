import { dateTimeFormat, formatDate } from '../i18n/format.js';
import { INTL_LOCALE, type Language } from '../i18n/languages.js';
import { formatClockRange } from './clock.js';
import { DAY_KEYS, MONTH_NAMES, type DayKey, type SeasonEdge, type WeeklyHours } from './grid-schema.js';
import { hasOpenTime, normalizeWeeklyHours } from './grid-normalize.js';

const SHORT: Record<DayKey, string> = { mo: 'Mon', tu: 'Tue', we: 'Wed', th: 'Thu', fr: 'Fri', sa: 'Sat', su: 'Sun' };
const month = (m: number) => MONTH_NAMES[m - 1];

/**
 * The words of the summary in one language (the farm editor passes them from the `farms` catalogue); day,
 * month and clock names come from Intl in that language. English is the default, word for word as before.
 */
export interface HoursWords {
  lang: Language;
  notListed: string;
  always: string;
  sunriseToSunset: string;
  holidays: string;
  season: (from: string, to: string) => string;
  closed: (dates: string) => string;
}
export const ENGLISH_HOURS_WORDS: HoursWords = {
  lang: 'en',
  notListed: 'Hours not listed',
  always: 'Open 24 hours, every day',
  sunriseToSunset: 'sunrise to sunset',
  holidays: 'Closed on public holidays',
  season: (from, to) => `Season: ${from} – ${to}`,
  closed: (dates) => `Closed ${dates}`,
};

const intl = (lang: Language, options: Intl.DateTimeFormatOptions) => dateTimeFormat(INTL_LOCALE[lang], options, 'UTC');
/** "Mon" / "lun" (1 January 2024 was a Monday). */
const dayName = (d: DayKey, lang: Language) =>
  lang === 'en'
    ? SHORT[d]
    : intl(lang, { weekday: 'short' })
        .format(Date.UTC(2024, 0, 1 + DAY_KEYS.indexOf(d)))
        .replace(/\.$/, '');

function dayList(days: DayKey[], lang: Language = 'en'): string {
  const idx = days.map((d) => DAY_KEYS.indexOf(d));
  const runs: string[] = [];
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1] === idx[j] + 1) j++;
    runs.push(
      j - i >= 2
        ? `${dayName(DAY_KEYS[idx[i]], lang)}–${dayName(DAY_KEYS[idx[j]], lang)}`
        : idx
            .slice(i, j + 1)
            .map((k) => dayName(DAY_KEYS[k], lang))
            .join(', '),
    );
    i = j + 1;
  }
  return runs.join(', ');
}

function edge(e: SeasonEdge, lang: Language = 'en'): string {
  if (lang === 'en') return e.day ? `${month(e.month)} ${e.day}` : month(e.month);
  // "15 de junio", "octubre"
  return intl(lang, e.day ? { day: 'numeric', month: 'long' } : { month: 'long' }).format(Date.UTC(2024, e.month - 1, e.day ?? 1));
}

function dateLabel(iso: string, lang: Language = 'en'): string {
  const [y, m, d] = iso.split('-').map(Number);
  return lang === 'en' ? `${month(m).slice(0, 3)} ${d}, ${y}` : formatDate(new Date(Date.UTC(y, m - 1, d)), lang, 'UTC');
}

/**
 * Plain-English summary for listings and the editor preview, e.g.
 * "Mon–Fri 9:00 AM – 5:00 PM; Sat 8:00 AM – 12:00 PM. May – October. Closed on public holidays."
 */
export function describeWeeklyHours(grid: WeeklyHours, words: HoursWords = ENGLISH_HOURS_WORDS): string {
  const { lang } = words;
  const g = normalizeWeeklyHours(grid);
  if (!hasOpenTime(g)) return words.notListed;
  const sentences: string[] = [];
  if (g.alwaysOpen) sentences.push(words.always);
  else {
    const groups = new Map<string, DayKey[]>();
    for (const d of DAY_KEYS) {
      if (!g.days[d].length) continue;
      const label = g.sunriseToSunset ? words.sunriseToSunset : g.days[d].map((iv) => formatClockRange(iv.open, iv.close, lang)).join(', ');
      groups.set(label, [...(groups.get(label) ?? []), d]);
    }
    sentences.push([...groups].map(([label, days]) => `${dayList(days, lang)} ${label}`).join('; '));
  }
  if (g.season) sentences.push(words.season(edge(g.season.from, lang), edge(g.season.to, lang)));
  if (g.closedOnPublicHolidays) sentences.push(words.holidays);
  if (g.closedDates.length) sentences.push(words.closed(g.closedDates.map((iso) => dateLabel(iso, lang)).join('; ')));
  return `${sentences.join('. ')}.`;
}
