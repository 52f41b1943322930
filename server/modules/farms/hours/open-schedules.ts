import type { Db } from '../../../db/client.js';
import { isOpenAt } from '../../../lib/hours/index.js';
import { Lru } from '../../../lib/hours/lru.js';
import { scheduleFromRow, schedulePlace, type Schedule } from './schedule.js';
import { schedulesById } from './hours.repository.js';
import { OPEN_AT_BACK_DAYS } from '@common/hours/open-at-range.js';

const DAY = 86_400_000;
/**
 * Up to this far ahead, "open at T" reads the stored intervals (farm_open_intervals, a GiST probe): every
 * schedule's window reaches at least RENEW_WHEN_LEFT_DAYS (15) ahead, so 14 days are always inside it.
 * Beyond, the hours library evaluates the candidate listings' schedules (openSchedulesAmong).
 */
export const STORED_AHEAD_DAYS = 14;

/** Whether "open at `at`" can read the stored intervals, given the request's `now`. */
export const isStoredInstant = (at: Date, now: Date): boolean =>
  at.getTime() >= now.getTime() - OPEN_AT_BACK_DAYS * DAY && at.getTime() <= now.getTime() + STORED_AHEAD_DAYS * DAY;

// A schedule row never changes: its key is its content (schedule.ts), and a changed listing moves to another
// schedule. So definitions are cached by id for good (ids are never reused), in every process alike.
const definitions = new Lru<number, Schedule>(50_000);

async function schedulesByIds(db: Db, ids: number[]): Promise<Map<number, Schedule>> {
  const out = new Map<number, Schedule>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = definitions.get(id);
    if (hit) out.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) {
    const found = await schedulesById(db, missing);
    for (const r of found) {
      const schedule = scheduleFromRow(r);
      definitions.set(r.id, schedule);
      out.set(r.id, schedule);
    }
  }
  return out;
}

/**
 * The schedules among `ids` open at `at`, by the hours library in each schedule's own zone (seasons, the
 * holidays of its country and region, DST): exactly what evaluateHours answers for its listings. Parsed hours
 * and each local day's open stretches are cached in server/lib/hours, so a schedule costs one day's
 * evaluation the first time a date is asked and a lookup after. A schedule deleted meanwhile is not open.
 */
export async function openSchedulesAmong(db: Db, ids: Iterable<number>, at: Date): Promise<Set<number>> {
  const unique = [...new Set(ids)];
  const schedules = await schedulesByIds(db, unique);
  const open = new Set<number>();
  for (const [id, schedule] of schedules) if (isOpenAt(schedulePlace(schedule), at)) open.add(id);
  return open;
}
