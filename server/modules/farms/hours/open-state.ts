import type { OpenState } from '@common/schemas/farms.js';
import { evaluateHours } from '../../../lib/hours/index.js';
import { Lru } from '../../../lib/hours/lru.js';
import { localMidnight, withTimeZone } from '../../../lib/hours/time-zone.js';
import { scheduleOf, type HoursFields } from './schedule.js';

export const HOURS_NOT_LISTED: OpenState = { status: 'unknown', nextChange: null, todayLabel: 'Hours not listed' };

interface Entry {
  from: number;
  until: number;
  state: OpenState;
}

// A page of 20–100 listings shares a handful of schedules, and a schedule's state only changes at its
// next change or at local midnight (today's label): so each state is computed once per schedule and
// period, whatever the traffic. A cache of a pure function: nothing here needs sharing between processes.
const cache = new Lru<string, Entry>(20_000);
const MAX_AGE_MS = 3600_000;

/** Open now? / next change / today's hours of a listing at `at`, in its own zone (server/lib/hours). */
export function openStateAt(listing: HoursFields, at: Date): OpenState {
  const schedule = scheduleOf(listing);
  if (!schedule) return HOURS_NOT_LISTED;
  const t = at.getTime();
  const hit = cache.get(schedule.key);
  if (hit && t >= hit.from && t < hit.until) return hit.state;

  const hours = { ...listing, countryCode: listing.country };
  const ev = evaluateHours(hours, at);
  const state: OpenState = {
    status: ev.status,
    nextChange: ev.nextChange?.toISOString() ?? null,
    todayLabel: ev.todayLabel,
    ...(ev.season ? { season: ev.season } : {}),
  };
  const midnight = withTimeZone(ev.timeZone, () => localMidnight(at, 1).getTime());
  const until = Math.min(ev.nextChange?.getTime() ?? Infinity, midnight, t + MAX_AGE_MS);
  cache.set(schedule.key, { from: t, until, state });
  return state;
}
