import { sql } from 'drizzle-orm';
import { PICKING_CONDITIONS } from '@common/limits.js';
import type { Db } from '../../../db/client.js';
import { filterConditions, type ListingFilters } from '../search/filters.js';
import { openScheduleRows, type StoredOpen } from '../hours/stored-open.js';
import { FINE_LEVEL, type GridView } from './map-grid.js';
import { arr, lit, orderedRows, preparedJsonRows, preparedRows } from '../sql.js';

export interface CellRow {
  cx: number;
  cy: number;
  n: number;
  lat: number;
  lng: number;
  min_mx: number;
  max_mx: number;
  min_my: number;
  max_my: number;
  any_id: number;
}

/** Unfiltered views up to MAP_TOP_LEVEL: at most MAX_CELLS primary-key lookups in farm_map_cells. */
export async function pyramidCells(db: Db, view: GridView): Promise<CellRow[]> {
  const ranges = view.ranges.map((r) => sql`(cx BETWEEN ${r.x0}::int AND ${r.x1}::int AND cy BETWEEN ${r.y0}::int AND ${r.y1}::int)`);
  return preparedRows<CellRow>(
    db,
    sql`SELECT cx, cy, n, sum_lat / n AS lat, sum_lng / n AS lng, min_mx, max_mx, min_my, max_my, any_id
        FROM farm_map_cells WHERE level = ${lit(view.level)} AND (${sql.join(ranges, sql` OR `)})`,
    sql`cx, cy`,
  );
}

/** One cell from its rows of several schedules (farm_map_schedule_cells c): the columns of a CellRow. */
const SCHEDULE_CELL_SUMS = sql.raw(`c.cx, c.cy, sum(c.n)::int AS n, sum(c.sum_lat) / sum(c.n) AS lat, sum(c.sum_lng) / sum(c.n) AS lng,
  min(c.min_mx) AS min_mx, max(c.max_mx) AS max_mx, min(c.min_my) AS min_my, max(c.max_my) AS max_my, min(c.any_id) AS any_id`);

/**
 * "Open at T" views beyond the stored intervals (no other filter) up to MAP_OPEN_TOP_LEVEL: the per-schedule
 * pyramid, keeping only the schedules the caller found open at T. Reads (cells in view) × (schedules per cell) rows,
 * not every open listing. (Inside the stored window, open-map-cache.ts answers from a copy of the level.)
 */
export async function openPyramidCells(db: Db, view: GridView, openSchedules: number[]): Promise<CellRow[]> {
  const ranges = view.ranges.map((r) => sql`(c.cx BETWEEN ${r.x0}::int AND ${r.x1}::int AND c.cy BETWEEN ${r.y0}::int AND ${r.y1}::int)`);
  const open = sql`unnest(${arr(openSchedules)}::bigint[]) AS o(schedule_id)`;
  // One index range per open schedule (farm_map_schedule_cells_read_idx), not every schedule's rows. The
  // planner underestimates the cells a box spans and would scan them all, filtering by schedule (10 ms at a
  // million listings): LATERAL … OFFSET 0 keeps the per-schedule lookup (1–2 ms). Not a prepared statement
  // either, for the same misestimate in a generic plan.
  return orderedRows<CellRow>(
    db,
    sql`SELECT ${SCHEDULE_CELL_SUMS}
        FROM ${open}
        CROSS JOIN LATERAL (
          SELECT * FROM farm_map_schedule_cells c
          WHERE c.level = ${lit(view.level)} AND c.schedule_id = o.schedule_id AND (${sql.join(ranges, sql` OR `)}) OFFSET 0) c
        GROUP BY c.cx, c.cy`,
    sql`cx, cy`,
  );
}

/**
 * A whole level of the per-schedule pyramid summed over the schedules open during `open`'s minute, in (cx, cy)
 * order: what open-map-cache.ts keeps for the minute. One index range per open schedule, as openPyramidCells.
 */
export function openLevelCells(db: Db, level: number, open: StoredOpen): Promise<CellRow[]> {
  return orderedRows<CellRow>(
    db,
    sql`SELECT ${SCHEDULE_CELL_SUMS}
        FROM ${openScheduleRows(open)}
        CROSS JOIN LATERAL (SELECT * FROM farm_map_schedule_cells c WHERE c.level = ${lit(level)} AND c.schedule_id = o.schedule_id OFFSET 0) c
        GROUP BY c.cx, c.cy`,
    sql`cx, cy`,
  );
}

/** farm_map_version: raised by every change of the pyramids (map-cells.repository.ts), as text. */
export async function mapVersion(db: Db): Promise<string> {
  const [row] = await preparedRows<{ version: string }>(db, sql`SELECT version::text AS version FROM farm_map_version`, sql`version`);
  return row?.version ?? '0';
}

/** The schedules with listings in view at a pyramid level (the candidates of an evaluated "open at T" map). */
export async function scheduleIdsInView(db: Db, view: GridView): Promise<number[]> {
  const ranges = view.ranges.map((r) => sql`(cx BETWEEN ${r.x0}::int AND ${r.x1}::int AND cy BETWEEN ${r.y0}::int AND ${r.y1}::int)`);
  const found = await preparedJsonRows<{ id: number }>(
    db,
    sql`SELECT DISTINCT schedule_id AS id FROM farm_map_schedule_cells WHERE level = ${lit(view.level)} AND (${sql.join(ranges, sql` OR `)})`,
    sql`id`,
  );
  return found.map((r) => r.id);
}

/**
 * Filtered views, and views finer than the pyramid: the matching published listings in the box (GiST on
 * point(lng, lat)) grouped by their cell at the view's level. Its cost grows with the listings that
 * match in the box, which is why unfiltered low zooms read the pyramid instead.
 */
export async function liveCells(db: Db, view: GridView, filters: ListingFilters): Promise<CellRow[]>;
/** …split by schedule as well (`schedule_id` on each row), for the caller to keep the schedules open at an instant. */
export async function liveCells(db: Db, view: GridView, filters: ListingFilters, perSchedule: true): Promise<Array<CellRow & { schedule_id: number | null }>>;
export async function liveCells(db: Db, view: GridView, filters: ListingFilters, perSchedule = false): Promise<CellRow[]> {
  const shift = lit(FINE_LEVEL - view.level);
  const boxes = view.ranges.map(
    (r) => sql`point(f.lng, f.lat) <@ box(point(${r.west}::float8, ${r.south}::float8), point(${r.east}::float8, ${r.north}::float8))`,
  );
  const where = [...filterConditions(filters), sql`(${sql.join(boxes, sql` OR `)})`];
  return preparedRows<CellRow>(
    db,
    sql`SELECT f.mx >> ${shift} AS cx, f.my >> ${shift} AS cy, count(*)::int AS n, avg(f.lat) AS lat, avg(f.lng) AS lng,
               min(f.mx) AS min_mx, max(f.mx) AS max_mx, min(f.my) AS min_my, max(f.my) AS max_my, min(f.id) AS any_id
               ${perSchedule ? sql`, f.schedule_id` : sql``}
        FROM farms f WHERE ${sql.join(where, sql` AND `)}
        GROUP BY 1, 2${perSchedule ? sql`, f.schedule_id` : sql``}`,
    sql`cx, cy`,
  );
}

/** The best current picking of the listing in `farms` (fsf_picking_current, migration 0028), or null. */
const PICKING_BEST = sql.raw(`CASE WHEN kind = 'u-pick' OR 'pick-your-own' = ANY(features) THEN (SELECT p.condition FROM fsf_picking_current(farms.id, now()) p
  ORDER BY array_position(ARRAY[${PICKING_CONDITIONS.map((c) => `'${c}'`).join(', ')}], p.condition) LIMIT 1) END`);

export interface PointRow {
  id: number;
  name: string;
  kind: string;
  lat: number;
  lng: number;
  opening_hours: string | null;
  time_zone: string;
  country: string;
  region: string;
  /** The best picking among its crops now, at a listing people pick at (decision 062): the pin's ring. */
  picking: (typeof PICKING_CONDITIONS)[number] | null;
}

export async function pointsByIds(db: Db, ids: number[]): Promise<Map<number, PointRow>> {
  if (ids.length === 0) return new Map();
  const found = await preparedJsonRows<PointRow>(
    db,
    sql`SELECT id, name, kind, lat, lng, opening_hours, time_zone, country, region, ${PICKING_BEST} AS picking FROM farms WHERE id = ANY(${arr(ids)}::bigint[])`,
    sql`id`,
  );
  return new Map(found.map((p) => [p.id, p]));
}
