/**
 * A crop's usual season in an area (issue 32 points 2 and 4, decision 063 "In an area"): "Blueberries: usually from
 * about Jul 8, 12 stands within 25 mi", and the crop calendar's months. Pure, so made-up histories test it.
 */
import { dayOfYear, median, monthDayOf, usualSeason, type AvailabilityMarkDay, type UsualSeason } from './usual-season.js';

/** Fewer stands with a usual season of their own than this and the area says nothing (one stand is its own page). */
export const MIN_STANDS = 2;

export interface AreaSeason {
  /** MM-DD: the median of the stands' usual first days, and of their usual last days. */
  from: string;
  until: string;
  /** Stands nearby with a usual season of the crop (MIN_SEASONS seasons or more each). */
  stands: number;
  /** Per month (0 = January): how many of those stands' usual seasons reach into it. */
  months: number[];
}

/** The first day of each month of a common year (day 0 = Jan 1). */
const MONTH_STARTS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365];

/**
 * The area's season of a crop from each nearby stand's own history: every stand's usual season first (the listing rule:
 * longest run per year, medians across its seasons, two seasons at least), then the median of their first days and of
 * their last days. A stand with one season, or only stray marks, does not count; an early or late stand moves the
 * area's figure by at most one place.
 */
export function areaSeason(historyByStand: AvailabilityMarkDay[][]): AreaSeason | null {
  const seasons = historyByStand.map(usualSeason).filter((s): s is UsualSeason => s !== null);
  if (seasons.length < MIN_STANDS) return null;
  const doy = (md: string) => dayOfYear(`2001-${md}`);
  const months = MONTH_STARTS.slice(0, 12).map((start, m) => seasons.filter((s) => doy(s.from) < MONTH_STARTS[m + 1] && doy(s.until) >= start).length);
  return {
    from: monthDayOf(median(seasons.map((s) => doy(s.from)))),
    until: monthDayOf(median(seasons.map((s) => doy(s.until)))),
    stands: seasons.length,
    months,
  };
}

/**
 * Days from `today` (YYYY-MM-DD) until a season's usual first day, or null while it is usually under way: a season whose
 * start has passed this year starts again next year.
 */
export function daysUntilStart(season: Pick<AreaSeason, 'from' | 'until'>, today: string): number | null {
  const now = dayOfYear(today);
  const from = dayOfYear(`2001-${season.from}`);
  const until = dayOfYear(`2001-${season.until}`);
  if (from > now) return from - now;
  if (until >= now) return null;
  return from + 365 - now;
}
