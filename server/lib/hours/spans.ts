import { quietly } from './library.js';
import type { HoursStatus, ParsedListingHours } from './listing.js';
import { Lru } from './lru.js';
import { localMidnight } from './time-zone.js';

/** A stretch of time in epoch ms; `uncertain` marks the library's "unknown" (not open). */
export interface Span {
  start: number;
  end: number;
  uncertain: boolean;
}

// Everything below is derived from one thing, the open stretches of each local day, so "open at t",
// the next change, the week table and openIntervals can never disagree. Asked a day at a time, from
// local midnight: the library's iterator trusts each "next change" it computes, and for a few rules
// past midnight on a DST day (e.g. "Sa 12:00-01:00" on the Monday after the change) that differs from
// getState; restarting at every midnight keeps them in step. Days are cached: values repeat a lot.
const days = new Lru<string, Span[]>(20_000);

/** The spans of the local day starting at `dayStart`. A day the library fails on (e.g. "sunrise
 * does not occur on this date" around a DST change) is one uncertain span: unknown, never open. */
function daySpans(parsed: ParsedListingHours, dayStart: Date): Span[] {
  const key = `${parsed.key}|${dayStart.getTime()}`;
  let spans = days.get(key);
  if (spans) return spans;
  const dayEnd = localMidnight(dayStart, 1);
  spans = [];
  try {
    for (const [start, end, uncertain] of quietly(() => parsed.oh.getOpenIntervals(dayStart, dayEnd))) {
      if (end > start) spans.push({ start: start.getTime(), end: end.getTime(), uncertain });
    }
  } catch {
    spans = [{ start: dayStart.getTime(), end: dayEnd.getTime(), uncertain: true }];
  }
  days.set(key, spans);
  return spans;
}

/** Spans within [from, to), clipped, with adjacent stretches of the same kind merged. Call inside withTimeZone. */
export function spansBetween(parsed: ParsedListingHours, from: Date, to: Date): Span[] {
  const out: Span[] = [];
  for (let day = localMidnight(from); day < to; day = localMidnight(day, 1)) {
    for (const s of daySpans(parsed, day)) {
      const [start, end] = [Math.max(s.start, from.getTime()), Math.min(s.end, to.getTime())];
      if (end <= start) continue;
      const last = out[out.length - 1];
      if (last && last.end === start && last.uncertain === s.uncertain) last.end = end;
      else out.push({ start, end, uncertain: s.uncertain });
    }
  }
  return out;
}

const stateIn = (spans: Span[], t: number): HoursStatus => {
  const hit = spans.find((s) => s.start <= t && t < s.end);
  return hit ? (hit.uncertain ? 'unknown' : 'open') : 'closed';
};

/** open / closed / unknown at one instant. Call inside withTimeZone. */
export const stateAt = (parsed: ParsedListingHours, at: Date): HoursStatus => stateIn(daySpans(parsed, localMidnight(at)), at.getTime());

/** The first instant after `at`, before `at + horizonMs`, where the state differs from the state at `at`. */
export function nextChangeAfter(parsed: ParsedListingHours, at: Date, horizonMs: number): Date | null {
  const spans = spansBetween(parsed, localMidnight(at), new Date(at.getTime() + horizonMs));
  const now = stateIn(spans, at.getTime());
  const edges = spans.flatMap((s) => [s.start, s.end]).filter((t) => t > at.getTime() && t < at.getTime() + horizonMs);
  const next = edges.find((t) => stateIn(spans, t) !== now);
  return next === undefined ? null : new Date(next);
}

export const clearSpanCache = (): void => days.clear();
