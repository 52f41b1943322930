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

/** The next Saturday (or today if it is one), as YYYY-MM-DD in the browser's zone. */
export function nextSaturday(now = new Date()) {
  const d = new Date(now);
  d.setDate(d.getDate() + ((6 - d.getDay() + 7) % 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
