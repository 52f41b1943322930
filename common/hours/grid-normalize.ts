import { DAY_KEYS, daysInMonth, emptyWeeklyHours, fromMinutes, toMinutes, type SeasonEdge, type TimeInterval, type WeeklyHours } from './grid-schema.js';

/**
 * What a "sunrise to sunset" day holds in the grid: the times opening_hours itself assumes when it
 * cannot compute the sun. Only "the day is open" matters; the times are not written out.
 */
export const SUN_DAY: TimeInterval = { open: '06:00', close: '18:00' };

export const hasOpenTime = (g: WeeklyHours): boolean => Boolean(g.alwaysOpen) || DAY_KEYS.some((d) => g.days[d].length > 0);

/** Sorts and merges touching or overlapping periods: 08:00-12:00 + 12:00-18:00 is one open period. */
export function mergeIntervals(list: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

const mergeDay = (list: TimeInterval[]): TimeInterval[] =>
  mergeIntervals(list.map((iv) => [toMinutes(iv.open), toMinutes(iv.close)])).map(([a, b]) => ({ open: fromMinutes(a), close: fromMinutes(b) }));

// "from the 1st" and "to the last day" are the same as naming the month alone (Feb counts 29 days).
const trimFrom = (e: SeasonEdge): SeasonEdge => (e.day === undefined || e.day === 1 ? { month: e.month } : { month: e.month, day: e.day });
const trimTo = (e: SeasonEdge): SeasonEdge => (e.day === undefined || e.day === daysInMonth(e.month) ? { month: e.month } : { month: e.month, day: e.day });

/**
 * The one canonical grid for a given meaning, so that equal hours compare equal: merged periods,
 * sorted unique closed dates, "every day 00:00-24:00" → alwaysOpen, sunrise days → SUN_DAY, and the
 * empty grid when nothing is ever open. fromOpeningHours always returns canonical grids.
 */
export function normalizeWeeklyHours(grid: WeeklyHours): WeeklyHours {
  const out = emptyWeeklyHours();
  const days = Object.fromEntries(DAY_KEYS.map((d) => [d, mergeDay(grid.days[d])])) as WeeklyHours['days'];
  const allDay = DAY_KEYS.every((d) => days[d].length === 1 && days[d][0].open === '00:00' && days[d][0].close === '24:00');
  if (grid.alwaysOpen || (allDay && !grid.sunriseToSunset)) out.alwaysOpen = true;
  else if (grid.sunriseToSunset) {
    out.sunriseToSunset = true;
    for (const d of DAY_KEYS) out.days[d] = days[d].length ? [{ ...SUN_DAY }] : [];
  } else out.days = days;
  if (!hasOpenTime(out)) return emptyWeeklyHours();
  out.season = grid.season ? { from: trimFrom(grid.season.from), to: trimTo(grid.season.to) } : null;
  out.closedOnPublicHolidays = grid.closedOnPublicHolidays;
  out.closedDates = [...new Set(grid.closedDates)].sort();
  return out;
}
