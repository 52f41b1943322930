import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { perDatabase } from '../../../lib/hours/lru.js';
import { arr } from '../sql.js';
import { openSchedulesAt } from './hours.repository.js';

const MINUTE = 60_000;

/** The schedules open at an instant inside the stored window, as read from farm_open_intervals. */
export interface StoredOpen {
  /** The minute the set is for (ISO): every instant of that minute has the same open schedules. */
  minute: string;
  /** Schedules open during that minute. */
  ids: number[];
  /** The highest schedule id when the set was read: a schedule created since is looked up in SQL (openCondition). */
  known: number;
}

// Open intervals start and end on whole minutes (the hours library counts in minutes, time zones are whole
// minutes from UTC, windows start at UTC midnight; open.test.ts checks it), and they are absolute instants: so
// the schedules open at any instant of a minute are those open at its first instant, whatever the zones. A
// schedule never changes (a listing whose hours change moves to another), and renewing a window keeps the
// intervals around now: the set for a minute only grows by schedules created after it was read, which
// openCondition() finds by id. So it is read once per minute per process (and database: search may read a
// replica), not per request: a GiST probe returning every open schedule's intervals, 0.1–0.2 ms of the
// database's CPU per search at a million listings.
const byMinute = perDatabase<number, StoredOpen>(16);

/** The schedules open at `at` (an instant inside every schedule's stored window, see isStoredInstant). */
export function storedOpenAt(db: Db, at: Date): Promise<StoredOpen> {
  const minute = Math.floor(at.getTime() / MINUTE) * MINUTE;
  return byMinute(db, minute, () => read(db, new Date(minute).toISOString()));
}

async function read(db: Db, minute: string): Promise<StoredOpen> {
  const row = await openSchedulesAt(db, minute);
  return { minute, ids: row.ids.map(Number), known: Number(row.known) };
}

/**
 * `schedule` (a listing's schedule_id) is open: one of the set's, or a schedule created after the set was read
 * and open then. The set is a subquery over the array, not `= ANY(array)`: a prepared statement's array is a
 * parameter, which PostgreSQL scans element by element for every row the nearest-first walk visits (~300 open
 * schedules mid-day), while `IN (SELECT unnest(…))` becomes a hashed subplan built once per query (a third less time
 * per near + open=now search at a million listings, bench/history.md round 6). The second test runs only for rows of
 * newer schedules (none, most minutes): a null schedule is not one, and OFFSET 0 keeps the lookup a per-row probe on
 * farm_open_intervals_schedule_idx; without it PostgreSQL turns it into a hashed subplan reading every open interval
 * once per request, what the cached set is there to spare.
 */
export function openCondition(open: StoredOpen, schedule: SQL): SQL {
  return sql`(${schedule} IN (SELECT unnest(${arr(open.ids)}::bigint[]))
              OR coalesce(${schedule} > ${open.known}::bigint, false)
                 AND EXISTS (SELECT FROM farm_open_intervals n WHERE n.schedule_id = ${schedule} AND n.during @> ${open.minute}::timestamptz OFFSET 0))`;
}

/**
 * The open intervals of schedules created after the set was read, at its minute (most minutes: none), as a probe on
 * farm_open_intervals_schedule_idx. The upper bound only shapes the estimate: a range between two parameters is taken
 * as narrow, so a generic plan keeps the probe instead of reading every interval open at the minute.
 */
const newerOpen = (open: StoredOpen) =>
  sql`farm_open_intervals n WHERE n.schedule_id > ${open.known}::bigint AND n.schedule_id <= ${open.known}::bigint + 2147483647
                              AND n.during @> ${open.minute}::timestamptz`;

/**
 * openCondition() as the nearest-first walk of near + open=now tests it inside farms_earth_open_idx (decision 045): the
 * listing's schedule as an int4[] (fsf_schedule_set, the index's expression) overlapping the open set, so a closed
 * listing is passed over from its index entry without reading its row. The set is the minute's plus the newer
 * schedules open then, gathered once per query (an InitPlan).
 */
export function openIndexCondition(open: StoredOpen, schedule: SQL): SQL {
  return sql`fsf_schedule_set(${schedule}) && (${arr(open.ids)}::int4[] || ARRAY(SELECT n.schedule_id::int4 FROM ${newerOpen(open)}))`;
}

/** The open schedules as rows `o(schedule_id)`, for a join (the map's per-schedule pyramid). */
export function openScheduleRows(open: StoredOpen): SQL {
  return sql`(SELECT unnest(${arr(open.ids)}::bigint[]) AS schedule_id UNION SELECT n.schedule_id FROM ${newerOpen(open)}) o`;
}
