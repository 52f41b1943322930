/**
 * A crop's usual season in an area (issue 32 points 2 and 4, decision 063 "In an area"): "Blueberries: usually from
 * about Jul 8, 12 stands within 25 mi", and the crop calendar's months. Pure, so made-up histories test it.
 */
import { dayOfYear, median, monthDayOf, sinceCut, usualSeason, YEAR_DAYS, type AvailabilityMarkDay, type UsualSeason } from './usual-season.js';

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

const doy = (md: string) => dayOfYear(`2001-${md}`);

/** Does the season from `from` to `until` (days of year, wrapping past December when from > until) reach [start, end)? */
const reaches = (from: number, until: number, start: number, end: number) => (from <= until ? from < end && until >= start : from < end || until >= start);

/** Is day `day` within the season from `from` to `until` (days of year, wrapping when from > until)? */
export const within = (day: number, from: number, until: number) => (from <= until ? day >= from && day <= until : day >= from || day <= until);

/**
 * The area's quiet point (decision 078): the middle of the longest stretch of days that the fewest stands' usual seasons
 * cover (none, as a rule: then the middle of the longest stretch no stand sells the crop). Linear in the stands.
 */
function areaCut(seasons: Array<{ from: number; until: number }>): number {
  const delta = new Array<number>(YEAR_DAYS + 1).fill(0);
  for (const { from, until } of seasons) {
    delta[from] += 1;
    delta[until + 1] -= 1;
    if (from > until) [delta[0], delta[YEAR_DAYS]] = [delta[0] + 1, delta[YEAR_DAYS] - 1];
  }
  const cover: number[] = [];
  for (let d = 0, n = 0; d < YEAR_DAYS; d++) cover.push((n += delta[d]));
  const least = Math.min(...cover);
  // The longest run of days at the least cover, around the circle (a run may cross New Year).
  const startAt = cover.findIndex((c) => c !== least);
  if (startAt === -1) return 0;
  let [best, cut, run] = [0, 0, 0];
  for (let i = 1; i <= YEAR_DAYS; i++) {
    const d = (startAt + i) % YEAR_DAYS;
    if (cover[d] === least) run += 1;
    else run = 0;
    if (run > best) [best, cut] = [run, (d - Math.floor((run - 1) / 2) + YEAR_DAYS) % YEAR_DAYS];
  }
  return cut;
}

/**
 * The area's season of a crop from each nearby stand's own history: every stand's usual season first (the listing rule:
 * longest run per season, medians across its seasons, two seasons at least), then the median of their first days and of
 * their last days. A stand with one season, or only stray marks, does not count; an early or late stand moves the
 * area's figure by at most one place. Stands' seasons may cross New Year: the medians are taken on the circle from the
 * area's quiet point, and a month counts a wrapping season from its first month to December and from January to its
 * last (decision 078).
 */
export function areaSeason(historyByStand: AvailabilityMarkDay[][]): AreaSeason | null {
  const seasons = historyByStand.map(usualSeason).filter((s): s is UsualSeason => s !== null);
  if (seasons.length < MIN_STANDS) return null;
  const days = seasons.map((s) => ({ from: doy(s.from), until: doy(s.until) }));
  const months = MONTH_STARTS.slice(0, 12).map((start, m) => days.filter((s) => reaches(s.from, s.until, start, MONTH_STARTS[m + 1])).length);
  const cut = areaCut(days);
  const froms = days.map((s) => sinceCut(s.from, cut));
  const untils = days.map((s, i) => {
    const until = sinceCut(s.until, cut);
    return until < froms[i] ? until + YEAR_DAYS : until;
  });
  return {
    from: monthDayOf((cut + median(froms)) % YEAR_DAYS),
    until: monthDayOf((cut + median(untils)) % YEAR_DAYS),
    stands: seasons.length,
    months,
  };
}

/**
 * Days from `today` (YYYY-MM-DD) until a season's usual first day, or null while it is usually under way: a season whose
 * start has passed this year starts again next year. A season that crosses New Year (from after until, decision 078) is
 * under way from its first day to December and from January to its last day.
 */
export function daysUntilStart(season: Pick<AreaSeason, 'from' | 'until'>, today: string): number | null {
  const now = dayOfYear(today);
  const from = doy(season.from);
  if (within(now, from, doy(season.until))) return null;
  return sinceCut(from, now);
}

/**
 * The season a day belongs to, as the calendar year its usual start falls in (decision 078, for decision 068's "once a
 * season"): the year runs from the middle of the crop's quiet stretch (from its usual last day to its usual first), so
 * Winter squash sold in January (usually Sep – Mar) belongs to the season that started the September before, and a
 * heads-up for a season starting on Sep 10 is for that year. Without a usual season, the calendar year.
 */
export function seasonOfDay(day: string, season: Pick<AreaSeason, 'from' | 'until'> | null): number {
  const year = +day.slice(0, 4);
  if (!season) return year;
  const [from, until] = [doy(season.from), doy(season.until)];
  const cut = (until + Math.floor(sinceCut(from, until) / 2)) % YEAR_DAYS;
  const cutYear = dayOfYear(day) >= cut ? year : year - 1;
  return from >= cut ? cutYear : cutYear + 1;
}
