/**
 * "Strawberries here: usually about Jun 3 – Jun 28 (3 seasons)" (issue 32 point 2, decision 063): a product's usual
 * season at a listing, from its availability history. Pure, so made-up histories test it.
 */

/** One availability mark of the history (stock_changes): the listing's local date and whether it said available. */
export interface AvailabilityMarkDay {
  /** YYYY-MM-DD, the listing's local date. */
  date: string;
  available: boolean;
}

export interface UsualSeason {
  /** MM-DD of the usual first and last available day. */
  from: string;
  until: string;
  seasons: number;
}

/** Fewer seasons than this and nothing is said (one season is an anecdote). */
export const MIN_SEASONS = 2;
/** Available marks further apart than this are two runs; a season keeps its longest. */
export const RUN_GAP_DAYS = 30;

const DAY = 86_400_000;
const dayNumber = (date: string) => Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY;
/** The first day of each month of a common year (day 0 = Jan 1). */
const MONTH_START_DAYS = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];
/** The day of a common (non-leap) year, 0–364: Feb 29 counts as Mar 1, so seasons of leap years line up. */
export const dayOfYear = (date: string) => {
  const [month, day] = [+date.slice(5, 7), +date.slice(8, 10)];
  return month === 2 && day === 29 ? 59 : MONTH_START_DAYS[month - 1] + day - 1;
};
export const monthDayOf = (doy: number) => new Date(Date.UTC(2001, 0, 1) + Math.round(doy) * DAY).toISOString().slice(5, 10);

/** Dates (YYYY-MM-DD) compare as strings; without localeCompare, which is slow for a few thousand marks. */
const byDate = (a: AvailabilityMarkDay, b: AvailabilityMarkDay) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/**
 * One season's span (first and last available day), or null when the season holds only a stray mark. The season's
 * available days are split into runs wherever two are more than RUN_GAP_DAYS apart, and the run with the most days is
 * kept: a one-off mark months away does not stretch it. The span ends at the last available mark, or at the first
 * "not available" mark after it (marked available on Jun 3, sold out for the season on Jun 28: Jun 3 – Jun 28). A span of
 * a single day is a stray mark and no season. `closings` (sorted by date) is where the closing mark is looked for when it
 * is not among `marks`: a whole history whose seasons are cut at a quiet point (decision 078).
 */
export function seasonSpan(marks: AvailabilityMarkDay[], closings?: AvailabilityMarkDay[]): { first: string; last: string } | null {
  const sorted = [...marks].sort(byDate);
  const days = [...new Set(sorted.filter((m) => m.available).map((m) => m.date))];
  if (days.length === 0) return null;
  const runs: string[][] = [[days[0]]];
  for (const d of days.slice(1)) {
    const run = runs[runs.length - 1];
    if (dayNumber(d) - dayNumber(run[run.length - 1]) > RUN_GAP_DAYS) runs.push([d]);
    else run.push(d);
  }
  const run = runs.reduce((best, r) => (r.length > best.length ? r : best));
  const first = run[0];
  let last = run[run.length - 1];
  const closing = (closings ?? sorted).find((m) => !m.available && m.date > last && dayNumber(m.date) - dayNumber(last) <= RUN_GAP_DAYS);
  if (closing) last = closing.date;
  return first === last ? null : { first, last };
}

/** The days of a common year: day-of-year arithmetic is on this circle (decision 078). */
export const YEAR_DAYS = 365;
/**
 * A crop whose available marks leave no quiet stretch of the year longer than this (no two consecutive marks on the
 * circle further apart) is sold all year: it has no usual season (decision 078). As RUN_GAP_DAYS, so a cut always falls
 * where a season's runs would split anyway.
 */
export const QUIET_DAYS = RUN_GAP_DAYS;

/** `doy` moved onto the circle starting at `cut` (0 at the cut, 364 just before it). */
export const sinceCut = (doy: number, cut: number) => (((doy - cut) % YEAR_DAYS) + YEAR_DAYS) % YEAR_DAYS;

/**
 * The crop's quiet point (decision 078): the middle of the longest stretch of the year (days of year on a circle) that no
 * available mark falls in, or null when no stretch is longer than QUIET_DAYS (sold all year). Linear after a sort.
 */
export function quietPoint(days: number[]): number | null {
  const doys = [...new Set(days)].sort((a, b) => a - b);
  if (doys.length === 0) return null;
  let best = -1;
  let cut = 0;
  for (let i = 0; i < doys.length; i++) {
    const next = i + 1 < doys.length ? doys[i + 1] : doys[0] + YEAR_DAYS;
    const gap = next - doys[i];
    if (gap > best) [best, cut] = [gap, (doys[i] + Math.floor(gap / 2)) % YEAR_DAYS];
  }
  return best > QUIET_DAYS ? cut : null;
}

/**
 * The usual season from every season's span: the median first day and the median last day across seasons, said only
 * with MIN_SEASONS seasons or more (decision 063). A season is not a calendar year but a "season year" that starts at
 * the crop's quiet point (decision 078, amending 063): Winter squash sold Sep – Mar is one season, not two halves. The
 * medians are taken on the circle from that cut, so firsts of Dec 28 and Jan 3 give about Dec 31; a wrapping usual
 * season comes out with `from` after `until` ("12-01" – "03-20"). A crop sold all year has none.
 */
export function usualSeason(marks: AvailabilityMarkDay[]): UsualSeason | null {
  const sorted = [...marks].sort(byDate);
  const available = sorted.filter((m) => m.available);
  const doys = available.map((m) => dayOfYear(m.date));
  const cut = quietPoint(doys);
  if (cut === null) return null;
  // The season year of a mark: the calendar year in which its season started, at the cut.
  const bySeason = new Map<number, AvailabilityMarkDay[]>();
  available.forEach((m, i) => {
    const year = +m.date.slice(0, 4) - (doys[i] < cut ? 1 : 0);
    const list = bySeason.get(year) ?? bySeason.set(year, []).get(year)!;
    list.push(m);
  });
  // A "not available" mark may close a season from just past the cut (it is within RUN_GAP_DAYS of the season's last
  // mark, the cut at least half a quiet stretch away): closings are looked up in the whole history.
  const spans = [...bySeason.values()].map((days) => seasonSpan(days, sorted)).filter((s) => s !== null);
  if (spans.length < MIN_SEASONS) return null;
  const firsts = spans.map((s) => sinceCut(dayOfYear(s.first), cut));
  const lasts = spans.map((s, i) => {
    const last = sinceCut(dayOfYear(s.last), cut);
    return last < firsts[i] ? last + YEAR_DAYS : last;
  });
  return {
    from: monthDayOf((cut + median(firsts)) % YEAR_DAYS),
    until: monthDayOf((cut + median(lasts)) % YEAR_DAYS),
    seasons: spans.length,
  };
}
