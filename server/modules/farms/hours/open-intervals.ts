import { openIntervals, seasonTurn, type SeasonTurn } from '../../../lib/hours/index.js';
import { refreshMapCells } from '../map/map-cells.repository.js';
import { hoursRepository } from './hours.repository.js';
import { scheduleOf, schedulePlace, type Schedule } from './schedule.js';
import type { DbOrTx } from '../sql.js';

const DAY = 86_400_000;
/** Stored windows cover [today − 1 d, today + 16 d), in UTC days so one batch shares one window (and the
 * hours library's cache); the job renews a window once less than 15 days are left. */
const WINDOW_AHEAD_DAYS = 16;
export const RENEW_WHEN_LEFT_DAYS = 15;
const CHUNK = 2000;

export function windowAround(now: Date): { from: Date; until: Date } {
  const day = Math.floor(now.getTime() / DAY) * DAY;
  return { from: new Date(day - DAY), until: new Date(day + WINDOW_AHEAD_DAYS * DAY) };
}

/**
 * Recomputes everything the database derives from listings' rows: the schedule (open intervals used by
 * open=now / openAt), the season rank every search orders by first (decision 054), the search document and its
 * vocabulary, and the map's cell counts. Call it after
 * every write to farms or farm_products (inside the write's transaction or after it). Serialized across
 * processes by an advisory lock, and it reads the rows after taking it: the last refresh wins with the
 * latest data.
 */
/**
 * `deferMapCells`: collect the map cells to recount instead of recounting them now. A bulk import recounts
 * them once at the end (recountMapCells): per batch, the low levels of the open-schedule pyramid hold a row
 * per schedule and took seconds each time.
 */
export async function refreshOpenIntervals(
  db: DbOrTx,
  farmIds: number[],
  now = new Date(),
  { deferMapCells }: { deferMapCells?: Set<number> } = {},
): Promise<void> {
  const ids = [...new Set(farmIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    await db.transaction((tx) => refreshChunk(tx, ids.slice(i, i + CHUNK), now, deferMapCells));
  }
}

/** Recounts the map pyramids above these farms.map_cell keys (collected by refreshOpenIntervals). */
export async function recountMapCells(db: DbOrTx, keys: Iterable<number>): Promise<void> {
  const list = [...keys];
  if (list.length === 0) return;
  await db.transaction(async (tx) => {
    await hoursRepository(tx).lockDerived();
    await refreshMapCells(tx, list);
  });
}

async function refreshChunk(tx: DbOrTx, ids: number[], now: Date, deferMapCells?: Set<number>) {
  const repo = hoursRepository(tx);
  await repo.lockDerived();
  const farms = await repo.farms(ids);
  if (farms.length === 0) return;
  const schedules = farms.map((f) =>
    scheduleOf({ openingHours: f.opening_hours, timeZone: f.time_zone, country: f.country, region: f.region, lat: f.lat, lng: f.lng }),
  );
  const scheduleIds = await ensureSchedules(
    tx,
    schedules.filter((s): s is Schedule => s !== null),
    now,
  );
  const updated = await repo.restampFarms(
    farms.map((f) => f.id),
    schedules.map((s) => (s ? scheduleIds.get(s.key) : null)),
    seasonsOf(schedules, now),
  );
  await repo.addSearchTerms(ids);
  const cells = [...farms.map((f) => f.map_cell), ...updated.map((u) => u.map_cell)].filter((c): c is number => c !== null);
  if (deferMapCells) cells.forEach((c) => deferMapCells.add(c));
  else await refreshMapCells(tx, cells);
}

/**
 * Each listing's season rank at `now` and when it is to be worked out again (decision 054), by schedule: listings that
 * share hours share the answer. No hours: in season, for good.
 */
export function seasonsOf(schedules: Array<Schedule | null>, now: Date): SeasonTurn[] {
  const byKey = new Map<string, SeasonTurn>();
  return schedules.map((s) => {
    if (!s) return { closed: false, until: null };
    let turn = byKey.get(s.key);
    if (!turn) byKey.set(s.key, (turn = seasonTurn(schedulePlace(s), now)));
    return turn;
  });
}

/** The ids of these schedules, creating (with their intervals) the ones not stored yet. */
async function ensureSchedules(tx: DbOrTx, list: Schedule[], now: Date): Promise<Map<string, number>> {
  const unique = [...new Map(list.map((s) => [s.key, s])).values()];
  if (unique.length === 0) return new Map();
  const { from, until } = windowAround(now);
  const repo = hoursRepository(tx);
  const inserted = await repo.insertSchedules(unique, from, until);
  const byKey = new Map(unique.map((s) => [s.key, s]));
  await storeIntervals(
    tx,
    inserted.map((r) => ({ id: r.id, schedule: byKey.get(r.key)! })),
    from,
    until,
  );
  const all = await repo.scheduleIdsByKeys(unique.map((s) => s.key));
  return new Map(all.map((r) => [r.key, r.id]));
}

/** Stores each schedule's open intervals over [from, until). */
export async function storeIntervals(tx: DbOrTx, list: Array<{ id: number; schedule: Schedule }>, from: Date, until: Date) {
  const [ids, starts, ends] = [[] as number[], [] as string[], [] as string[]];
  for (const { id, schedule } of list) {
    for (const { start, end } of openIntervals(schedulePlace(schedule), from, until)) {
      ids.push(id);
      starts.push(start.toISOString());
      ends.push(end.toISOString());
    }
  }
  if (ids.length === 0) return;
  await hoursRepository(tx).insertIntervals(ids, starts, ends);
}
