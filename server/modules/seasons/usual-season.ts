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
/** The day of a common (non-leap) year, 0–364: Feb 29 counts as Mar 1, so seasons of leap years line up. */
export const dayOfYear = (date: string) => {
  const md = date.slice(5) === '02-29' ? '03-01' : date.slice(5);
  return (Date.UTC(2001, +md.slice(0, 2) - 1, +md.slice(3, 5)) - Date.UTC(2001, 0, 1)) / DAY;
};
export const monthDayOf = (doy: number) => new Date(Date.UTC(2001, 0, 1) + Math.round(doy) * DAY).toISOString().slice(5, 10);

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
 * a single day is a stray mark and no season.
 */
export function seasonSpan(marks: AvailabilityMarkDay[]): { first: string; last: string } | null {
  const sorted = [...marks].sort((a, b) => a.date.localeCompare(b.date));
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
  const closing = sorted.find((m) => !m.available && m.date > last && dayNumber(m.date) - dayNumber(last) <= RUN_GAP_DAYS);
  if (closing) last = closing.date;
  return first === last ? null : { first, last };
}

/**
 * The usual season from every season's span: the median first day and the median last day across seasons (a season is
 * a calendar year; a missing season is simply absent and moves no median), said only with MIN_SEASONS seasons or more.
 */
export function usualSeason(marks: AvailabilityMarkDay[]): UsualSeason | null {
  const byYear = new Map<string, AvailabilityMarkDay[]>();
  for (const m of marks) byYear.set(m.date.slice(0, 4), [...(byYear.get(m.date.slice(0, 4)) ?? []), m]);
  const spans = [...byYear.values()].map(seasonSpan).filter((s) => s !== null);
  if (spans.length < MIN_SEASONS) return null;
  return {
    from: monthDayOf(median(spans.map((s) => dayOfYear(s.first)))),
    until: monthDayOf(median(spans.map((s) => dayOfYear(s.last)))),
    seasons: spans.length,
  };
}
