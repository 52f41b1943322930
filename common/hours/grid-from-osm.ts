import { DAY_KEYS, MAX_INTERVALS_PER_DAY, WeeklyHoursSchema, emptyWeeklyHours, fromMinutes, type WeeklyHours } from './grid-schema.js';
import { SUN_DAY, mergeIntervals, normalizeWeeklyHours } from './grid-normalize.js';
import { ALL_DAYS, Unrepresentable, fail, parseParts, type Part } from './osm-rules.js';

/**
 * Replays the rules with the library's semantics: a ";" rule replaces the whole of each day it
 * selects, a "," rule adds to it, and so does a rule with no date selector at all ("Fr 15:00-18:00;
 * 09:30-12:00" keeps Friday afternoon) unless the rule before it had none either. A range past
 * midnight spills into the next morning, after the rule's own replacements. "off" empties the day.
 * PH and date closures must come after every opening rule to mean the same in the grid.
 */
function applyParts(parts: Part[]): WeeklyHours {
  const state: Array<Array<[number, number]>> = ALL_DAYS.map(() => []);
  const grid = emptyWeeklyHours();
  const open = parts.filter((p) => p.kind === 'open');
  const seasonKey = JSON.stringify(open[0]?.season ?? null);
  const lastOpen = parts.lastIndexOf(open[open.length - 1]);
  parts.forEach((p, i) => {
    if (p.kind === 'ph-off' || p.kind === 'dates-off') {
      if (i < lastOpen) fail();
      if (p.kind === 'ph-off') grid.closedOnPublicHolidays = true;
      else grid.closedDates.push(...p.dates);
      return;
    }
    if (p.kind === 'off' ? p.additional || (p.season && JSON.stringify(p.season) !== seasonKey) : JSON.stringify(p.season) !== seasonKey) fail();
    const previous = parts[i - 1];
    const previousDated = previous ? previous.kind === 'ph-off' || previous.kind === 'dates-off' || previous.dated : false;
    // After a rule that wraps midnight the library's "previous rule" is its hidden next-day copy: unsure.
    if (p.kind === 'open' && !p.dated && previous?.kind === 'open' && previous.ranges.some(([a, b]) => b < a)) fail();
    const replaces = p.kind === 'off' || (!p.additional && (p.dated || !previousDated));
    if (replaces) for (const d of p.days) state[d] = [];
    if (p.kind === 'off') return;
    if (p.sun !== open[0].sun) fail();
    const own = p.sun ? [[360, 1080] as [number, number]] : p.ranges.map(([a, b]): [number, number] => [a, b > a ? b : 1440]);
    const spill = p.ranges.filter(([a, b]) => b < a && b > 0).map(([, b]): [number, number] => [0, b]);
    if (spill.length && p.season) fail(); // the library spills past the season's last day; the grid cannot
    for (const d of p.days) state[d].push(...own);
    for (const d of p.days) state[(d + 1) % 7].push(...spill);
  });
  if (open.length === 0) fail(); // "PH off" or "off" alone: not "no hours", and not a weekly grid either
  grid.season = open[0].season;
  grid.sunriseToSunset = open[0].sun;
  DAY_KEYS.forEach((key, d) => {
    const merged = mergeIntervals(state[d]);
    if (merged.length > MAX_INTERVALS_PER_DAY) fail();
    grid.days[key] = open[0].sun ? (merged.length ? [{ ...SUN_DAY }] : []) : merged.map(([a, b]) => ({ open: fromMinutes(a), close: fromMinutes(b) }));
  });
  grid.closedDates = [...new Set(grid.closedDates)].sort();
  return grid;
}

/**
 * The grid for an opening_hours value, or null when the grid cannot hold it exactly (the editor then
 * shows the raw value read-only). '' gives the empty grid: no hours listed.
 */
export function fromOpeningHours(value: string | null | undefined): WeeklyHours | null {
  if (!value?.trim()) return emptyWeeklyHours();
  try {
    const checked = WeeklyHoursSchema.safeParse(applyParts(parseParts(value)));
    return checked.success ? normalizeWeeklyHours(checked.data) : null;
  } catch (err) {
    if (err instanceof Unrepresentable) return null;
    throw err;
  }
}
