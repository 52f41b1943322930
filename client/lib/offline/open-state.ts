import OpeningHours, { type nominatim_object } from 'opening_hours';
import { formatClock, formatClockRange } from '@common/hours/clock';
import type { FarmDetail, OpenState } from '@common/schemas/farms';

/**
 * Open now? from a listing's saved hours, on the phone, for the time it is now (decision 022). The same
 * opening_hours rules as the server, read in the listing's own zone: the library works in the device's local
 * time, so it is given a Date whose local fields are the stand's wall clock (STACK-NOTES), and the answers are
 * mapped back to real instants. This module loads only when a saved copy is shown.
 */
export type HoursSource = Pick<FarmDetail, 'openingHours' | 'timeZone' | 'lat' | 'lng' | 'country' | 'region'>;
type Week = FarmDetail['hours']['week'];

const NOT_LISTED: OpenState = { status: 'unknown', nextChange: null, todayLabel: 'Hours not listed' };
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

const formats = new Map<string, Intl.DateTimeFormat>();
function fieldsAt(at: Date, zone: string) {
  let f = formats.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, Number(x.value)]));
  return [p.year, p.month - 1, p.day, p.hour, p.minute, p.second] as const;
}

/** The stand's wall clock at `at`, as a local Date. */
const wallClock = (at: Date, zone: string) => new Date(...fieldsAt(at, zone));

/** The real instant at which the stand's clock shows `wall` (two corrections cover a DST change). */
function instantOf(wall: Date, zone: string): Date {
  const target = Date.UTC(wall.getFullYear(), wall.getMonth(), wall.getDate(), wall.getHours(), wall.getMinutes(), wall.getSeconds());
  let t = target;
  for (let i = 0; i < 2; i++) t += target - Date.UTC(...fieldsAt(new Date(t), zone));
  return new Date(t);
}

const midnight = (d: Date, days = 0) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);
const clock = (d: Date) => `${pad(d.getHours())}:${pad(d.getMinutes())}`;
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function parse(src: HoursSource): OpeningHours | null {
  const value = src.openingHours?.trim();
  if (!value) return null;
  // lat/lon as strings: numbers are ignored and the sun would rise at 06:00 (STACK-NOTES).
  const place = { lat: src.lat.toFixed(3), lon: src.lng.toFixed(3), address: { country_code: src.country.toLowerCase(), state: src.region } };
  try {
    return new OpeningHours(value, place as unknown as nominatim_object, 0);
  } catch {
    return null;
  }
}

interface Span {
  start: number;
  end: number;
  uncertain: boolean;
}

/** The open stretches of 8 local days from `today`, asked a day at a time and joined across midnights (as the server does). */
function spansFrom(oh: OpeningHours, today: Date): Span[] {
  const out: Span[] = [];
  for (let i = 0; i < 8; i++) {
    const day = midnight(today, i);
    for (const [from, to, uncertain] of oh.getOpenIntervals(day, midnight(day, 1))) {
      if (to <= from) continue;
      const last = out[out.length - 1];
      if (last && last.end === from.getTime() && last.uncertain === uncertain) last.end = to.getTime();
      else out.push({ start: from.getTime(), end: to.getTime(), uncertain });
    }
  }
  return out;
}

/** Open state and the 7-day table at `at`; null when the hours cannot be read here (the saved state stays). */
export function hoursOffline(src: HoursSource, at = new Date()): { open: OpenState; week: Week } | null {
  if (!src.openingHours?.trim()) return { open: NOT_LISTED, week: [] };
  const oh = parse(src);
  if (!oh) return null;
  try {
    const now = wallClock(at, src.timeZone);
    const today = midnight(now);
    const spans = spansFrom(oh, today);
    const week = Array.from({ length: 7 }, (_, i) => {
      const [ds, de] = [midnight(today, i).getTime(), midnight(today, i + 1).getTime()];
      const intervals = spans
        .filter((s) => !s.uncertain && s.end > ds && s.start < de)
        .map((s) => ({ from: clock(new Date(Math.max(s.start, ds))), to: s.end >= de ? '24:00' : clock(new Date(s.end)) }));
      return { date: isoDate(new Date(ds)), weekday: WEEKDAYS[new Date(ds).getDay()], intervals };
    });
    const status = oh.getUnknown(now) ? 'unknown' : oh.getState(now) ? 'open' : 'closed';
    const next = oh.getNextChange(now, new Date(now.getTime() + 8 * DAY_MS));
    return { open: { status, nextChange: next ? instantOf(next, src.timeZone).toISOString() : null, todayLabel: todayLabel(spans, today) }, week };
  } catch {
    return null;
  }
}

/** "8:00 AM – 6:00 PM, 7:00 PM – 2:00 AM": a stretch running past midnight shows when it really ends. */
function todayLabel(spans: Span[], today: Date): string {
  const [ds, de, tomorrowEnd] = [today.getTime(), midnight(today, 1).getTime(), midnight(today, 2).getTime()];
  const todays = spans.filter((s) => s.end > ds && s.start < de);
  const open = todays.filter((s) => !s.uncertain);
  if (open.length === 0) return todays.length ? 'Hours uncertain today' : 'Closed today';
  if (open.length === 1 && open[0].start <= ds && open[0].end >= de) return 'Open 24 hours';
  return open
    .map((s) => {
      const from = clock(new Date(Math.max(s.start, ds)));
      if (s.end >= tomorrowEnd) return `${formatClock(from)} – midnight`;
      return formatClockRange(from, s.end === de ? '24:00' : clock(new Date(s.end)));
    })
    .join(', ');
}
