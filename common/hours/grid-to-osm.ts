import { DAY_KEYS, daysInMonth, type DayKey, type WeeklyHours } from './grid-schema.js';
import { hasOpenTime, normalizeWeeklyHours } from './grid-normalize.js';

export const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export const OSM_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/** Mo,We,Fr · Mo-Fr · Sa,Su: runs of three or more days become ranges (never wrapping past Su). */
export function weekdaySelector(days: DayKey[]): string {
  const idx = days.map((d) => DAY_KEYS.indexOf(d)).sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < idx.length;) {
    let j = i;
    while (j + 1 < idx.length && idx[j + 1] === idx[j] + 1) j++;
    if (j - i >= 2) parts.push(`${OSM_DAYS[idx[i]]}-${OSM_DAYS[idx[j]]}`);
    else for (let k = i; k <= j; k++) parts.push(OSM_DAYS[idx[k]]);
    i = j + 1;
  }
  return parts.join(',');
}

/** May-Oct, or Jun 15-Oct 31 when a day is given (the syntax wants a day on both sides then). */
export function seasonSelector(season: NonNullable<WeeklyHours['season']>): string {
  const { from, to } = season;
  if (from.day === undefined && to.day === undefined) {
    return from.month === to.month ? OSM_MONTHS[from.month - 1] : `${OSM_MONTHS[from.month - 1]}-${OSM_MONTHS[to.month - 1]}`;
  }
  const a = `${OSM_MONTHS[from.month - 1]} ${pad(from.day ?? 1)}`;
  const b = `${OSM_MONTHS[to.month - 1]} ${pad(to.day ?? daysInMonth(to.month))}`;
  return a === b ? a : `${a}-${b}`;
}

/** 2026 Dec 24-26,2027 Jan 01: consecutive dates of one month become a range. */
export function dateListSelector(isoDates: string[]): string {
  const parts: string[] = [];
  let run: { y: string; m: number; from: number; to: number } | null = null;
  const flush = () => run && parts.push(`${run.y} ${OSM_MONTHS[run.m - 1]} ${pad(run.from)}${run.to > run.from ? `-${pad(run.to)}` : ''}`);
  for (const iso of isoDates) {
    const [y, m, d] = [iso.slice(0, 4), Number(iso.slice(5, 7)), Number(iso.slice(8, 10))];
    if (run && run.y === y && run.m === m && run.to + 1 === d) run.to = d;
    else {
      flush();
      run = { y, m, from: d, to: d };
    }
  }
  flush();
  return parts.join(',');
}

/**
 * The grid as a canonical, compact OSM opening_hours value; '' when nothing is ever open ("no hours
 * listed"). Every weekday rule repeats the season, because a rule without it would apply all year;
 * outside the season no rule matches, so the stand is closed. PH and dates come last so they override.
 */
export function toOpeningHours(grid: WeeklyHours): string {
  const g = normalizeWeeklyHours(grid);
  if (!hasOpenTime(g)) return '';
  const season = g.season ? `${seasonSelector(g.season)} ` : '';
  const rules: string[] = [];
  if (g.alwaysOpen) {
    // Bare 24/7 next to other rules earns a library warning ("probably not 24 hours 7 days a week").
    const alone = !season && !g.closedOnPublicHolidays && g.closedDates.length === 0;
    rules.push(alone ? '24/7' : `${season}Mo-Su 00:00-24:00`);
  } else {
    const groups = new Map<string, DayKey[]>();
    for (const d of DAY_KEYS) {
      if (g.days[d].length === 0) continue;
      const times = g.sunriseToSunset ? 'sunrise-sunset' : g.days[d].map((iv) => `${iv.open}-${iv.close}`).join(',');
      groups.set(times, [...(groups.get(times) ?? []), d]);
    }
    for (const [times, days] of groups) rules.push(`${season}${weekdaySelector(days)} ${times}`);
  }
  if (g.closedOnPublicHolidays) rules.push('PH off');
  if (g.closedDates.length) rules.push(`${dateListSelector(g.closedDates)} off`);
  return rules.join('; ');
}
