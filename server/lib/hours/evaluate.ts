import { formatClock, formatClockRange } from '@common/hours/clock.js';
import { quietly } from './library.js';
import { listingHours, listingZone, type HoursListing, type HoursStatus, type ParsedListingHours } from './listing.js';
import { nextChangeAfter, spansBetween, stateAt, type Span } from './spans.js';
import { localDate, localMidnight, localTime, withTimeZone } from './time-zone.js';

export interface DayHours {
  /** Local date in the listing's zone, YYYY-MM-DD. */
  date: string;
  weekday: 'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun';
  /** Local wall-clock periods within this day ('24:00' = until midnight). `uncertain`: the hours say
   * "unknown" then (open end, "by appointment"…), so they are not counted as open. */
  intervals: Array<{ from: string; to: string; uncertain?: true }>;
}

export interface HoursEvaluation {
  /** unknown: no hours listed, unreadable hours, or hours that say "unknown" at this instant. */
  status: HoursStatus;
  isOpen: boolean;
  /** When the state changes next (closes at / opens at), within 8 days; null if not in that time. */
  nextChange: Date | null;
  todayLabel: string;
  /** Closed for the season (closed now and all of the next SEASON_GAP_DAYS): the local date it reopens
   * (YYYY-MM-DD, within a year), or null when the hours name none. Null when in season. */
  season: { reopens: string | null } | null;
  comment: string | null;
  /** 7 days starting with today in the listing's zone. */
  week: DayHours[];
  timeZone: string;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const HORIZON_MS = 8 * 86_400_000;
/** Closed this long ahead is "closed for the season", as the followers' season news counts it (season-watch.ts). */
export const SEASON_GAP_DAYS = 14;
const YEAR_MS = 366 * 86_400_000;

function weekTable(days: Date[], spans: Span[]): DayHours[] {
  return days.slice(0, 7).map((day, i) => {
    const [ds, de] = [day.getTime(), days[i + 1].getTime()];
    const intervals = spans
      .filter((s) => s.end > ds && s.start < de)
      .map((s) => ({
        from: localTime(new Date(Math.max(s.start, ds))),
        to: s.end >= de ? '24:00' : localTime(new Date(s.end)),
        ...(s.uncertain ? { uncertain: true as const } : {}),
      }));
    return { date: localDate(day), weekday: WEEKDAYS[day.getDay()], intervals };
  });
}

/** "8:00 AM – 6:00 PM, 7:00 PM – 2:00 AM": a period running past midnight shows when it really ends. */
function todayLabel(days: Date[], spans: Span[]): string {
  const [ds, de, tomorrowEnd] = [days[0].getTime(), days[1].getTime(), days[2].getTime()];
  const today = spans.filter((s) => s.end > ds && s.start < de);
  const open = today.filter((s) => !s.uncertain);
  if (open.length === 0) return today.length ? 'Hours uncertain today' : 'Closed today';
  if (open.length === 1 && open[0].start <= ds && open[0].end >= de) return 'Open 24 hours';
  return open
    .map((s) => {
      const from = localTime(new Date(Math.max(s.start, ds)));
      if (s.end >= tomorrowEnd) return `${formatClock(from)} – midnight`;
      return formatClockRange(from, s.end === de ? '24:00' : localTime(new Date(s.end)));
    })
    .join(', ');
}

/**
 * Open now?, next change, today's hours and a 7-day table, all in the listing's own time zone
 * whatever the server's TZ (see withTimeZone), all derived from the same day spans as openIntervals.
 * Never throws for bad hours: they are "unknown".
 */
export function evaluateHours(listing: HoursListing, at: Date): HoursEvaluation {
  const zone = listingZone(listing);
  return withTimeZone(zone, () => {
    const days = Array.from({ length: 8 }, (_, i) => localMidnight(at, i));
    const parsed = listingHours(listing, zone);
    if (!parsed) {
      const week = weekTable(days, []);
      return { status: 'unknown', isOpen: false, nextChange: null, todayLabel: 'Hours not listed', season: null, comment: null, week, timeZone: zone };
    }
    const status = stateAt(parsed, at);
    const spans = spansBetween(parsed, days[0], days[7]);
    let comment: string | null = null;
    try {
      comment = quietly(() => parsed.oh.getComment(at)) ?? null;
    } catch {
      // only the comment is lost
    }
    const nextChange = nextChangeAfter(parsed, at, HORIZON_MS);
    const season = status === 'closed' && nextChange === null ? seasonAt(parsed, at) : null;
    return {
      status,
      isOpen: status === 'open',
      nextChange,
      todayLabel: todayLabel(days, spans),
      season,
      comment,
      week: weekTable(days, spans),
      timeZone: zone,
    };
  });
}

/**
 * Issue 34: a stand whose season is over says so ("Closed for the season", "Reopens Sep 1") instead of a plain
 * "Closed". Closed at `at` and not open at any moment of the next SEASON_GAP_DAYS; its reopening found with the
 * library's own next-change walk, which steps over closed months at once. Call inside withTimeZone.
 */
function seasonAt(parsed: ParsedListingHours, at: Date): { reopens: string | null } | null {
  const ahead = spansBetween(parsed, at, new Date(at.getTime() + SEASON_GAP_DAYS * 86_400_000));
  if (ahead.some((s) => !s.uncertain)) return null;
  let reopens: string | null = null;
  try {
    const next = quietly(() => parsed.oh.getNextChange(at, new Date(at.getTime() + YEAR_MS)));
    if (next && quietly(() => parsed.oh.getState(next))) reopens = localDate(next);
  } catch {
    // the library could not walk that far: the reopening stays unsaid
  }
  return { reopens };
}
