import type { SeasonEdge } from './grid-schema.js';
import { Cursor, tokenize } from './osm-tokens.js';

/**
 * Reads an opening_hours value into rules, for the subset the weekly grid can hold. Anything outside
 * that subset throws Unrepresentable (caught by fromOpeningHours, which then returns null).
 */
export type Season = { from: SeasonEdge; to: SeasonEdge } | null;
export type Part =
  | { kind: 'open'; additional: boolean; dated: boolean; season: Season; days: number[]; ranges: Array<[number, number]>; sun: boolean }
  | { kind: 'off'; additional: boolean; dated: boolean; season: Season; days: number[] }
  | { kind: 'ph-off' }
  | { kind: 'dates-off'; dates: string[] };

/** Thrown inside the parser for "valid maybe, but not something the grid can hold". */
export class Unrepresentable extends Error {}
export const fail = (): never => {
  throw new Unrepresentable();
};
export const ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];

function parseSeason(c: Cursor): Season {
  const m1 = c.take('month');
  if (!m1) return null;
  const d1 = c.peek()?.t === 'num' ? c.take('num') : undefined;
  let to: SeasonEdge = { month: m1.month, day: d1?.value };
  if (c.take('-')) {
    const m2 = c.take('month') ?? fail();
    const d2 = c.peek()?.t === 'num' ? c.take('num') : undefined;
    if ((d1 === undefined) !== (d2 === undefined)) fail(); // "Jun 15-Oct" is not valid syntax
    to = { month: m2.month, day: d2?.value };
  }
  c.take(':');
  const edge = (e: SeasonEdge): SeasonEdge => (e.day === undefined ? { month: e.month } : e);
  return { from: edge({ month: m1.month, day: d1?.value }), to: edge(to) };
}

function parseDays(c: Cursor): number[] {
  if (c.peek()?.t !== 'day') return ALL_DAYS;
  const days = new Set<number>();
  do {
    const a = c.take('day') ?? fail();
    const b = c.take('-') ? (c.take('day') ?? fail()) : a;
    for (let i = a.index; ; i = (i + 1) % 7) {
      days.add(i); // Sa-Mo wraps over the weekend, as in the library
      if (i === b.index) break;
    }
  } while (c.peek()?.t === ',' && c.peek(1)?.t === 'day' && c.take(','));
  c.take(':');
  return [...days];
}

/** 2026 Dec 24-26,2027 Jan 01 (year and month carry over to the next item, as the syntax allows). */
function parseDates(c: Cursor): string[] {
  const out: string[] = [];
  let year: number | undefined;
  let month: number | undefined;
  const point = () => {
    const y = c.peek()?.t === 'num' && (c.peek() as { digits: number }).digits === 4 ? c.take('num')!.value : year;
    const m = c.take('month')?.month ?? month;
    const d = c.take('num') ?? fail();
    if (y === undefined || m === undefined || d.digits > 2) fail();
    [year, month] = [y, m];
    const date = new Date(Date.UTC(y!, m! - 1, d.value));
    if (date.getUTCDate() !== d.value) fail();
    return date;
  };
  do {
    const start = point();
    const end = c.take('-') ? point() : start;
    for (let t = start.getTime(), n = 0; t <= end.getTime(); t += 86_400_000, n++) {
      if (n > 62) fail();
      out.push(new Date(t).toISOString().slice(0, 10));
    }
  } while (c.peek()?.t === ',' && ['num', 'month'].includes(c.peek(1)?.t ?? '') && c.take(','));
  return out;
}

function parseRule(c: Cursor, additional: boolean): Part {
  if (c.peek()?.t === 'num') {
    const dates = parseDates(c);
    if (additional || !c.takeWord('off')) fail();
    return { kind: 'dates-off', dates };
  }
  const season = parseSeason(c);
  if (c.takeWord('ph')) return !season && !additional && c.takeWord('off') ? { kind: 'ph-off' } : fail();
  // "dated": the rule has a date selector (season or weekdays), which decides whether it replaces.
  const dated = season !== null || c.peek()?.t === 'day';
  const days = parseDays(c);
  if (c.takeWord('off')) return { kind: 'off', additional, dated, season, days };
  if (c.takeWord('24/7')) return { kind: 'open', additional, dated, season, days, ranges: [[0, 1440]], sun: false };
  if (c.takeWord('sunrise')) {
    if (!c.take('-') || !c.takeWord('sunset')) fail();
    return { kind: 'open', additional, dated, season, days, ranges: [], sun: true };
  }
  const ranges: Array<[number, number]> = [];
  do {
    const a = c.take('time') ?? fail();
    if (!c.take('-')) fail();
    const b = c.take('time') ?? fail();
    if (a.minutes >= 1440 || a.minutes === b.minutes) fail();
    ranges.push([a.minutes, b.minutes]);
  } while (c.peek()?.t === ',' && c.peek(1)?.t === 'time' && c.take(','));
  return { kind: 'open', additional, dated, season, days, ranges, sun: false };
}

export function parseParts(value: string): Part[] {
  const tokens = tokenize(value) ?? fail();
  const parts: Part[] = [];
  for (let start = 0; start <= tokens.length;) {
    let end = tokens.findIndex((t, i) => i >= start && t.t === ';');
    if (end < 0) end = tokens.length;
    const c = new Cursor(tokens.slice(start, end));
    if (!c.done) parts.push(parseRule(c, false)); // an empty rule ("…;") changes nothing
    while (!c.done) parts.push(c.take(',') ? parseRule(c, true) : fail()); // ", Sa 09:00-12:00" adds
    start = end + 1;
  }
  return parts;
}
