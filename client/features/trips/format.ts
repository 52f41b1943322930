import { toUnit } from '@common/geo/distance';
import { formatNumber, formatOneDecimal } from '@common/i18n/format';
import { INTL_LOCALE, type Language } from '@common/i18n/languages';
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

/** The next Saturday (or today if it is one), as YYYY-MM-DD in the browser's zone. */
export function nextSaturday(now = new Date()) {
  const d = new Date(now);
  d.setDate(d.getDate() + ((6 - d.getDay() + 7) % 7));
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
