import type { OpenState } from '@common/schemas/farms';
import type { Unit } from './filters';

/** 'YYYY-MM-DD' of an instant on a zone's wall clock. */
export function dateKeyIn(timeZone: string, date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

const fmtCache = new Map<string, Intl.DateTimeFormat>();
function fmt(timeZone: string, opts: Intl.DateTimeFormatOptions) {
  const key = timeZone + JSON.stringify(opts);
  let f = fmtCache.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { ...opts, timeZone });
    } catch {
      f = new Intl.DateTimeFormat('en-US', opts); // an unknown zone name: the viewer's clock beats a crash
    }
    fmtCache.set(key, f);
  }
  return f;
}

/** '6 PM', '6:30 PM' on the stand's own clock (a traveller's phone may be in another zone). */
export function clockIn(date: Date, timeZone: string): string {
  return fmt(timeZone, { hour: 'numeric', minute: '2-digit' }).format(date).replace(':00', '');
}

/**
 * "Closes 6 PM", "Opens Sat 8 AM", "Opens May 1": the next change of an open state, in the listing's zone.
 * Null when there is nothing useful to say (closed with no known reopening, or hours unknown).
 */
export function nextChangeLabel(open: OpenState, timeZone: string, now: Date = new Date()): string | null {
  if (open.status === 'open' && !open.nextChange) return 'Open 24 hours'; // nothing ahead closes it (24/7, honor box)
  if (open.status === 'unknown' || !open.nextChange) return null;
  const at = new Date(open.nextChange);
  if (Number.isNaN(at.getTime())) return null;
  const hours = (at.getTime() - now.getTime()) / 3_600_000;
  const sameDay = dateKeyIn(timeZone, at) === dateKeyIn(timeZone, now);
  const time = clockIn(at, timeZone);
  const weekday = fmt(timeZone, { weekday: 'short' }).format(at);
  if (open.status === 'open') return hours < 24 ? `Closes ${time}` : `Closes ${weekday} ${time}`;
  if (sameDay) return `Opens ${time}`;
  if (hours < 6 * 24) return `Opens ${weekday} ${time}`;
  return `Opens ${fmt(timeZone, { month: 'short', day: 'numeric' }).format(at)}`;
}

export function formatDistance(distance: number | null, unit: Unit = 'mi'): string | null {
  if (distance === null || !Number.isFinite(distance)) return null;
  if (distance < 0.1) return `< 0.1 ${unit}`;
  return `${distance < 10 ? distance.toFixed(1) : Math.round(distance)} ${unit}`;
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
export function formatPrice(cents: number | null, unit: string | null): string | null {
  if (cents === null) return null;
  return unit ? `${money.format(cents / 100)} / ${unit}` : money.format(cents / 100);
}

const rtf = new Intl.RelativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const STEPS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['minute', 60],
  ['hour', 3600],
  ['day', 86_400],
  ['week', 604_800],
  ['month', 2_592_000],
  ['year', 31_536_000],
];
/** "2 hr. ago", "yesterday", "3 days ago": how fresh a product's availability is. */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  if (!Number.isFinite(seconds)) return '';
  if (Math.abs(seconds) < 60) return 'just now';
  let unit: Intl.RelativeTimeFormatUnit = 'minute';
  let size = 60;
  for (const [u, s] of STEPS) if (Math.abs(seconds) >= s) [unit, size] = [u, s];
  return rtf.format(Math.round(seconds / size), unit);
}

/** '4.6' from 4.62; ratings are shown with one decimal. */
export const formatRating = (avg: number) => (Math.round(avg * 10) / 10).toFixed(1);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const SEASON =
  /^\s*(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?:\s+(\d{1,2}))?(?:\s*-\s*(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?:\s+(\d{1,2}))?)?\s*:?\s/;

/**
 * "September – October" from "Sep-Oct: Mo-Su 09:00-18:00": the season a listing's hours start with, so a
 * week of "Closed" can say why. A regex, not the grid parser, to keep the contract's zod off this page.
 */
export function seasonOf(openingHours: string | null): string | null {
  const m = openingHours ? SEASON.exec(openingHours) : null;
  if (!m) return null;
  const edge = (mon: string, day?: string) => `${LONG[MONTHS.indexOf(mon)]}${day ? ` ${Number(day)}` : ''}`;
  return m[3] ? `${edge(m[1], m[2])} – ${edge(m[3], m[4])}` : edge(m[1], m[2]);
}
