import { dateTimeFormat, formatClockTime, formatHhmm, formatMonthDay, formatWeekdayShort } from '../i18n/format.js';
import type { Language } from '../i18n/languages.js';

/**
 * The open-state phrases a listing shows ("Closes 6 PM", "Opens Sat 8 AM", today's hours), in a language given
 * by the caller: the browser, the server render and server code (emails) all call them, none of them through a
 * global. Values (clock times, weekdays, dates) come from Intl; the few words around them are kept here, beside
 * the grammar that joins them, because these helpers run where no message catalogue is loaded (the service
 * worker, server code without a request). Everything else a listing says is in the `farms` catalogue.
 */

/** The open state of a listing as the API gives it (common/schemas/farms `OpenState`). */
interface OpenStateLike {
  status: 'open' | 'closed' | 'unknown';
  nextChange: string | null;
  todayLabel?: string;
}

// Spanish says "a la 1:00" but "a las 7:00".
const at = (time: string) => (/^1:/.test(time) ? `a la ${time}` : `a las ${time}`);

const WORDS = {
  en: {
    open24: 'Open 24 hours',
    closes: (time: string) => `Closes ${time}`,
    closesOn: (day: string, time: string) => `Closes ${day} ${time}`,
    opens: (time: string) => `Opens ${time}`,
    opensOn: (day: string, time: string) => `Opens ${day} ${time}`,
    opensDate: (date: string) => `Opens ${date}`,
    closedToday: 'Closed today',
    uncertainToday: 'Hours uncertain today',
    notListed: 'Hours not listed',
    midnight: 'midnight',
  },
  es: {
    open24: 'Abierto las 24 horas',
    closes: (time: string) => `Cierra ${at(time)}`,
    closesOn: (day: string, time: string) => `Cierra el ${day} ${at(time)}`,
    opens: (time: string) => `Abre ${at(time)}`,
    opensOn: (day: string, time: string) => `Abre el ${day} ${at(time)}`,
    opensDate: (date: string) => `Abre el ${date}`,
    closedToday: 'Cerrado hoy',
    uncertainToday: 'Horario incierto hoy',
    notListed: 'Horario no disponible',
    midnight: 'medianoche',
  },
} satisfies Record<Language, unknown>;

/** 'YYYY-MM-DD' of an instant on a zone's wall clock. */
export const dateKeyIn = (timeZone: string, date: Date = new Date()): string =>
  dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).format(date);

/**
 * "Closes 6 PM", "Opens Sat 8 AM", "Opens May 1" / "Cierra a las 18:00", "Abre el sáb a las 8:00", "Abre el 1 may":
 * the next change of an open state, on the listing's own clock (a traveller's phone may be in another zone).
 * Null when there is nothing useful to say (closed with no known reopening, or hours unknown).
 */
export function describeNextChange(open: OpenStateLike, timeZone: string, lang: Language, now: Date = new Date()): string | null {
  const w = WORDS[lang];
  if (open.status === 'open' && !open.nextChange) return w.open24; // nothing ahead closes it (24/7, honor box)
  if (open.status === 'unknown' || !open.nextChange) return null;
  const change = new Date(open.nextChange);
  if (Number.isNaN(change.getTime())) return null;
  const hours = (change.getTime() - now.getTime()) / 3_600_000;
  const sameDay = dateKeyIn(timeZone, change) === dateKeyIn(timeZone, now);
  const time = formatClockTime(change, timeZone, lang);
  const weekday = formatWeekdayShort(change, timeZone, lang);
  if (open.status === 'open') return hours < 24 ? w.closes(time) : w.closesOn(weekday, time);
  if (sameDay) return w.opens(time);
  if (hours < 6 * 24) return w.opensOn(weekday, time);
  return w.opensDate(formatMonthDay(change, timeZone, lang));
}

/** '08:00' → '8:00 AM' / '8:00'; '00:00' → '12:00 AM' / '0:00'; '24:00' → '12:00 AM' / '24:00' (the grid's times). */
export function formatClock(hhmm: string, lang: Language = 'en'): string {
  if (lang !== 'en') return hhmm === '24:00' ? hhmm : formatHhmm(hhmm, lang);
  const h = Number(hhmm.slice(0, 2)) % 24;
  const suffix = h < 12 ? 'AM' : 'PM';
  return `${h % 12 === 0 ? 12 : h % 12}:${hhmm.slice(3, 5)} ${suffix}`;
}

/** '8:00 AM – 6:00 PM' / '8:00 – 18:00' (en dash with spaces, as the UI shows it). */
export const formatClockRange = (from: string, to: string, lang: Language = 'en'): string => `${formatClock(from, lang)} – ${formatClock(to, lang)}`;

/**
 * Today's hours, as the server and the phone work them out (the listing's `todayLabel`): closed, uncertain, open
 * all day, or periods from 'HH:MM' to 'HH:MM' ('24:00' is midnight tonight; `pastMidnight`: it ends after
 * midnight tomorrow, said as "– midnight"), or not listed at all.
 */
export type TodayHours =
  | { kind: 'closed' | 'uncertain' | 'allDay' | 'notListed' }
  | { kind: 'periods'; periods: Array<{ from: string; to: string } | { from: string; pastMidnight: true }> };

/** "8:00 AM – 6:00 PM, 7:00 PM – midnight" / "8:00 – 18:00, 19:00 – medianoche", "Closed today" / "Cerrado hoy". */
export function describeToday(today: TodayHours, lang: Language): string {
  const w = WORDS[lang];
  switch (today.kind) {
    case 'closed':
      return w.closedToday;
    case 'uncertain':
      return w.uncertainToday;
    case 'allDay':
      return w.open24;
    case 'notListed':
      return w.notListed;
    case 'periods':
      return today.periods.map((p) => ('pastMidnight' in p ? `${formatClock(p.from, lang)} – ${w.midnight}` : formatClockRange(p.from, p.to, lang))).join(', ');
  }
}

const CLOCK = /^(1[0-2]|[1-9]):([0-5]\d) (AM|PM)$/;
const hhmmOf = (clock: string): string | null => {
  const m = CLOCK.exec(clock);
  if (!m) return null;
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return `${String(h).padStart(2, '0')}:${m[2]}`;
};

/**
 * Reads back a `todayLabel` as the API writes it (always in English: it is the contract's value, saved offline
 * and shared by every reader), so a page can say it in the reader's language. Null for anything else.
 */
export function parseTodayLabel(label: string): TodayHours | null {
  const w = WORDS.en;
  if (label === w.closedToday) return { kind: 'closed' };
  if (label === w.uncertainToday) return { kind: 'uncertain' };
  if (label === w.open24) return { kind: 'allDay' };
  if (label === w.notListed) return { kind: 'notListed' };
  const periods: Extract<TodayHours, { kind: 'periods' }>['periods'] = [];
  for (const part of label.split(', ')) {
    const [a, b, extra] = part.split(' – ');
    const from = hhmmOf(a ?? '');
    if (!from || b === undefined || extra !== undefined) return null;
    if (b === w.midnight) {
      periods.push({ from, pastMidnight: true });
      continue;
    }
    const to = hhmmOf(b);
    if (!to) return null;
    // 12:00 AM at the end of a period is midnight tonight, written '24:00' on the grid.
    periods.push({ from, to: to === '00:00' ? '24:00' : to });
  }
  return periods.length ? { kind: 'periods', periods } : null;
}

/** Whether a `todayLabel` already says "today" ("Closed today"), so a line must not add "Today:" before it. */
export function todayLabelSaysToday(label: string): boolean {
  const kind = parseTodayLabel(label)?.kind;
  return kind === 'closed' || kind === 'uncertain';
}

/** The API's English `todayLabel` in the reader's language; a label it cannot read is shown as it is. */
export function localizeTodayLabel(label: string, lang: Language): string {
  if (lang === 'en') return label;
  const today = parseTodayLabel(label);
  return today ? describeToday(today, lang) : label;
}
