import type { Db } from '../../../db/client.js';
import { rebuildMapCells } from '../map/map-cells.repository.js';
import { hoursRepository } from './hours.repository.js';
import { refreshOpenIntervals, RENEW_WHEN_LEFT_DAYS, seasonsOf, storeIntervals, windowAround } from './open-intervals.js';
import { scheduleFromRow, scheduleOf } from './schedule.js';
import type { DbOrTx } from '../sql.js';

const DAY = 86_400_000;

/**
 * Moves every schedule's window forward once it has less than RENEW_WHEN_LEFT_DAYS ahead. Several
 * processes may run this at once: each batch locks its schedules with SKIP LOCKED, so they share the
 * work and never compute one twice; readers see the old intervals until the batch commits.
 */
export async function extendOpenWindows(db: Db, now = new Date(), batch = 200): Promise<number> {
  const due = new Date(now.getTime() + RENEW_WHEN_LEFT_DAYS * DAY);
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const repo = hoursRepository(tx);
      const list = await repo.dueSchedules(due, batch);
      if (list.length === 0) return 0;
      const ids = list.map((s) => s.id);
      const { from, until } = windowAround(now);
      await repo.deleteIntervals(ids);
      await storeIntervals(
        tx,
        list.map((s) => ({ id: s.id, schedule: scheduleFromRow(s) })),
        from,
        until,
      );
      await repo.setWindow(ids, from, until);
      return list.length;
    });
    total += done;
    if (done < batch) return total;
  }
}

/**
 * Works out again the season rank of every listing whose season may have turned by `now` (farms.season_turns_at, set
 * by seasonTurn() to the first instant it can): a stand whose last market day just ended sorts after the ones in
 * season from then on, and one two weeks from reopening comes back among them (decision 054). Run often by the
 * farms.refresh-seasons job; batches lock their rows with SKIP LOCKED, so processes share the work and a listing being
 * written (whose refresh sets its season anyway) is left to its writer.
 */
export async function refreshSeasons(db: DbOrTx, now = new Date(), batch = 500): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const repo = hoursRepository(tx);
      const due = await repo.dueSeasons(now, batch);
      if (due.length === 0) return 0;
      const schedules = due.map((f) =>
        scheduleOf({ openingHours: f.opening_hours, timeZone: f.time_zone, country: f.country, region: f.region, lat: f.lat, lng: f.lng }),
      );
      await repo.setSeasons(
        due.map((f) => f.id),
        seasonsOf(schedules, now),
      );
      return due.length;
    });
    total += done;
    if (done < batch) return total;
  }
}

/**
 * Deletes schedules no listing uses any more. Under the refresh lock (tried, not waited for), so a
 * refresh can never be handing one to a listing at the same moment.
 */
export async function collectUnusedSchedules(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const repo = hoursRepository(tx);
    if (!(await repo.tryLockDerived())) return 0;
    return repo.deleteUnusedSchedules();
  });
}

/**
 * A safety net for writers that skipped refreshOpenIntervals() (a hand-run UPDATE, a deleted row): refreshes
 * listings whose map cell disagrees with their row, rebuilds the cell pyramid if its total drifted, and works out the
 * seasons due.
 */
export async function repairDerived(db: Db, now = new Date()): Promise<{ refreshed: number; rebuilt: boolean; seasons: number }> {
  const repo = hoursRepository(db);
  const stale = await repo.farmsWithStaleMapCell();
  if (stale.length)
    await refreshOpenIntervals(
      db,
      stale.map((r) => r.id),
    );
  const c = await repo.mapTotals();
  const rebuilt = Number(c.top) !== Number(c.counted) || Number(c.open_top) !== Number(c.scheduled);
  if (rebuilt) await rebuildMapCells(db);
  // Seasons the frequent job has not reached (it was not running): never a rank left behind for long.
  const seasons = await refreshSeasons(db, now);
  return { refreshed: stale.length, rebuilt, seasons };
}
