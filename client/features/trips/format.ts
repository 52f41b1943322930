import { toUnit } from '@common/geo/distance';
import { dateKeyIn } from '@common/hours/phrases';
import { dateTimeFormat, formatClockTime, formatNumber, formatOneDecimal } from '@common/i18n/format';
import { INTL_LOCALE, type Language } from '@common/i18n/languages';
import type { TripDetail } from '@common/schemas/trips';
import type { Unit } from '@/features/farms';

/** "52.1 mi" / "52,1 mi": a drive in the reader's unit, with one decimal. */
export const formatLegDistance = (km: number, unit: Unit = 'mi', lang: Language = 'en') => `${formatOneDecimal(toUnit(km, unit), lang)} ${unit}`;

/** "60 km/h" / "37 mph": the planner's assumed speed in the reader's unit. */
export const formatSpeed = (kmh: number, unit: Unit = 'mi', lang: Language = 'en') =>
  unit === 'mi' ? `${formatNumber(Math.round(toUnit(kmh, 'mi')), lang)} mph` : `${formatNumber(kmh, lang)} km/h`;

export function formatMinutes(minutes: number) {
  const m = Math.max(1, Math.round(minutes));
  return m < 60 ? `${m} min` : `${Math.floor(m / 60)} h ${m % 60 ? `${m % 60} min` : ''}`.trim();
}

/**
 * "Sat, Jun 13" ("sáb, 13 jun") for a trip's YYYY-MM-DD date (a calendar date: no zone shift), with the year when it
 * is not this year ("Sat, Jul 10, 2027"): a list of trips runs into next year, and July after December must say so.
 * The long form always has it.
 */
export const formatTripDate = (date: string, long = false, lang: Language = 'en', now = new Date()) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(INTL_LOCALE[lang], {
    weekday: long ? 'long' : 'short',
    month: long ? 'long' : 'short',
    day: 'numeric',
    year: long || Number(date.slice(0, 4)) !== now.getFullYear() ? 'numeric' : undefined,
    timeZone: 'UTC',
  });

/** "Mon, Jul 12" / "lun, 12 jul": the day of an instant on a stand's clock. */
export const formatStopDay = (date: Date, timeZone: string, lang: Language = 'en') =>
  dateTimeFormat(INTL_LOCALE[lang], { weekday: 'short', month: 'short', day: 'numeric' }, timeZone).format(date);

/**
 * A time on a stand's clock, with its day when that is not `day` (YYYY-MM-DD): "9:14 AM", "3:36 AM (Mon, Jul 12)".
 * Stops far apart are reached days later, and a bare "3:36 AM" read as the trip's own night.
 */
export function formatStopTime(iso: string, timeZone: string, day: string, lang: Language = 'en') {
  const at = new Date(iso);
  const time = formatClockTime(at, timeZone, lang);
  return dateKeyIn(timeZone, at) === day ? time : `${time} (${formatStopDay(at, timeZone, lang)})`;
}

/** The first stop reached after the trip's date has ended (on its own clock): the plan does not fit in the day. */
export const firstStopPastTheDay = (trip: Pick<TripDetail, 'date' | 'stops'>) =>
  trip.stops.find((s) => dateKeyIn(s.farm.timeZone, new Date(s.arrival)) > trip.date);

const dateKey = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The next Saturday (or today if it is one), as YYYY-MM-DD in the browser's zone. */
export function nextSaturday(now = new Date()) {
  const d = new Date(now);
  d.setDate(d.getDate() + ((6 - d.getDay() + 7) % 7));
  return dateKey(d);
}

/** A day trip leaves at 9 in the morning, and not later than 5 in the afternoon: the stands close around then. */
const MORNING = 9 * 60;
const LAST_START = 17 * 60;

/**
 * When a new trip leaves, on the browser's clock (the user's zone): the next Saturday at 9:00 AM. On a Saturday after
 * 9 it is today at the next half hour, and after 5 PM the Saturday after: never a time already past.
 */
export function defaultDeparture(now = new Date()): { date: string; departAt: string } {
  let date = nextSaturday(now);
  if (date === dateKey(now) && now.getHours() * 60 + now.getMinutes() >= LAST_START) {
    const week = new Date(now);
    week.setDate(week.getDate() + 7);
    date = dateKey(week);
  }
  return { date, departAt: departureOn(date, now) };
}

/** The leaving time of a trip on `date` made now: 9:00 AM, or on today's date the next half hour (a time still ahead). */
export function departureOn(date: string, now = new Date()): string {
  if (date !== dateKey(now)) return '09:00';
  const minutes = now.getHours() * 60 + now.getMinutes();
  if (minutes < MORNING) return '09:00';
  // The last half hour of the day is as late as a day's date allows.
  const next = Math.min(Math.ceil((minutes + 1) / 30) * 30, 23 * 60 + 30);
  return `${String(Math.floor(next / 60)).padStart(2, '0')}:${String(next % 60).padStart(2, '0')}`;
}
