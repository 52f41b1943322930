import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { MAP_CELL_SQL, rebuildMapCells } from '../map/map-cells.js';
import { refreshOpenIntervals, RENEW_WHEN_LEFT_DAYS, storeIntervals, windowAround } from './open-intervals.js';
import { scheduleFromRow, type ScheduleRow } from './schedule.js';
import { arr, DERIVED_LOCK, lit, rows } from '../sql.js';

const DAY = 86_400_000;

/**
 * Moves every schedule's window forward once it has less than RENEW_WHEN_LEFT_DAYS ahead. Several
 * processes may run this at once: each batch locks its schedules with SKIP LOCKED, so they share the
 * work and never compute one twice; readers see the old intervals until the batch commits.
 */
export async function extendOpenWindows(db: Db, now = new Date(), batch = 200): Promise<number> {
  const due = new Date(now.getTime() + RENEW_WHEN_LEFT_DAYS * DAY).toISOString();
  let total = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const list = await rows<ScheduleRow>(
        tx,
        sql`SELECT id, key, opening_hours, time_zone, country, region, lat, lng FROM farm_schedules
            WHERE valid_until < ${due}::timestamptz ORDER BY valid_until LIMIT ${lit(batch)} FOR UPDATE SKIP LOCKED`,
      );
      if (list.length === 0) return 0;
      const ids = list.map((s) => s.id);
      const { from, until } = windowAround(now);
      await tx.execute(sql`DELETE FROM farm_open_intervals WHERE schedule_id = ANY(${arr(ids)}::bigint[])`);
      await storeIntervals(
        tx,
        list.map((s) => ({ id: s.id, schedule: scheduleFromRow(s) })),
        from,
        until,
      );
      await tx.execute(sql`UPDATE farm_schedules SET valid_from = ${from.toISOString()}::timestamptz, valid_until = ${until.toISOString()}::timestamptz
                           WHERE id = ANY(${arr(ids)}::bigint[])`);
      return list.length;
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
    const [{ locked }] = await rows<{ locked: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${lit(DERIVED_LOCK)}) AS locked`);
    if (!locked) return 0;
    const deleted = await rows<{ id: number }>(
      tx,
      sql`DELETE FROM farm_schedules s WHERE NOT EXISTS (SELECT 1 FROM farms f WHERE f.schedule_id = s.id) RETURNING id`,
    );
    return deleted.length;
  });
}

/**
 * A safety net for writers that skipped refreshOpenIntervals() (a hand-run UPDATE, a deleted row): refreshes
 * listings whose map cell disagrees with their row, and rebuilds the cell pyramid if its total drifted.
 */
export async function repairDerived(db: Db): Promise<{ refreshed: number; rebuilt: boolean }> {
  const stale = await rows<{ id: number }>(db, sql`SELECT id FROM farms WHERE map_cell IS DISTINCT FROM (${MAP_CELL_SQL}) LIMIT 10000`);
  if (stale.length)
    await refreshOpenIntervals(
      db,
      stale.map((r) => r.id),
    );
  const [c] = await rows<{ top: number; counted: number; open_top: number; scheduled: number }>(
    db,
    sql`SELECT (SELECT coalesce(sum(n), 0) FROM farm_map_cells WHERE level = 0)::bigint AS top,
               (SELECT count(*) FROM farms WHERE map_cell IS NOT NULL) AS counted,
               (SELECT coalesce(sum(n), 0) FROM farm_map_schedule_cells WHERE level = 0)::bigint AS open_top,
               (SELECT count(*) FROM farms WHERE map_cell IS NOT NULL AND schedule_id IS NOT NULL) AS scheduled`,
  );
  const rebuilt = Number(c.top) !== Number(c.counted) || Number(c.open_top) !== Number(c.scheduled);
  if (rebuilt) await rebuildMapCells(db);
  return { refreshed: stale.length, rebuilt };
}
