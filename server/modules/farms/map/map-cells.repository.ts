import { sql } from 'drizzle-orm';
import { cellKey, cellOfKey, FINE_LEVEL, MAP_OPEN_TOP_LEVEL, MAP_TOP_LEVEL } from './map-grid.js';
import { arr, DERIVED_LOCK, lit, type DbOrTx } from '../sql.js';

const SHIFT = FINE_LEVEL - MAP_TOP_LEVEL;
/** The cell a listing is counted in (farms.map_cell, level MAP_TOP_LEVEL): published listings only. */
export const MAP_CELL_SQL = sql.raw(`CASE WHEN status = 'published' THEN ((mx >> ${SHIFT})::bigint << ${FINE_LEVEL}) | (my >> ${SHIFT}) END`);

/** A pyramid of counts: farm_map_cells, and farm_map_schedule_cells with one row per schedule in a cell. */
interface Pyramid {
  table: 'farm_map_cells' | 'farm_map_schedule_cells';
  top: number;
  bySchedule: boolean;
}
const PYRAMIDS: Pyramid[] = [
  { table: 'farm_map_cells', top: MAP_TOP_LEVEL, bySchedule: false },
  { table: 'farm_map_schedule_cells', top: MAP_OPEN_TOP_LEVEL, bySchedule: true },
];

const AGG = sql.raw('n, sum_lat, sum_lng, min_mx, max_mx, min_my, max_my, any_id');
const FROM_FARMS = sql.raw('count(*)::int, sum(lat), sum(lng), min(mx), max(mx), min(my), max(my), min(id)');
const FROM_CHILDREN = sql.raw('sum(n)::int, sum(sum_lat), sum(sum_lng), min(min_mx), max(max_mx), min(min_my), max(max_my), min(any_id)');
const KEY_MASK = lit(2 ** FINE_LEVEL - 1);
const parts = (p: Pyramid) => ({
  key: sql.raw(p.bySchedule ? 'level, cx, cy, schedule_id' : 'level, cx, cy'),
  sched: sql.raw(p.bySchedule ? ', schedule_id' : ''),
  sameSched: sql.raw(p.bySchedule ? ' AND a.schedule_id = m.schedule_id' : ''),
  onlyScheduled: sql.raw(p.bySchedule ? ' AND schedule_id IS NOT NULL' : ''),
  upsert: sql.raw(`ON CONFLICT (${p.bySchedule ? 'level, cx, cy, schedule_id' : 'level, cx, cy'}) DO UPDATE SET n = excluded.n,
    sum_lat = excluded.sum_lat, sum_lng = excluded.sum_lng, min_mx = excluded.min_mx, max_mx = excluded.max_mx,
    min_my = excluded.min_my, max_my = excluded.max_my, any_id = excluded.any_id`),
});

type Cell = { cx: number; cy: number };
const uniqueCells = (cells: Cell[]) => [...new Map(cells.map((c) => [`${c.cx},${c.cy}`, c])).values()];
const cellsParam = (cells: Cell[]) => sql`unnest(${arr(cells.map((c) => c.cx))}::int[], ${arr(cells.map((c) => c.cy))}::int[]) AS p(cx, cy)`;

/**
 * Recounts both pyramids above the given farms.map_cell keys (a listing's old and new cell). Each level is
 * recomputed from the one below, never incremented, so a refresh that sees the latest committed listings
 * leaves the counts right whatever ran before. The caller holds DERIVED_LOCK.
 */
export async function refreshMapCells(tx: DbOrTx, keys: number[]): Promise<void> {
  const top = [...new Set(keys)].map(cellOfKey);
  if (top.length === 0) return;
  for (const p of PYRAMIDS) await refreshPyramid(tx, p, top);
  await bumpMapVersion(tx);
}

/**
 * Raises farm_map_version in the transaction that changed the pyramids: a process holding a copy of them
 * (open-map-cache.ts) sees the new number once, and only once, the change is committed. Upserted, so a database
 * whose row went missing still counts.
 */
async function bumpMapVersion(tx: DbOrTx) {
  await tx.execute(sql`INSERT INTO farm_map_version (id, version) VALUES (true, 1) ON CONFLICT (id) DO UPDATE SET version = farm_map_version.version + 1`);
}

async function refreshPyramid(tx: DbOrTx, p: Pyramid, fine: Cell[]) {
  const { sched, sameSched, onlyScheduled, upsert, key } = parts(p);
  const shift = MAP_TOP_LEVEL - p.top;
  let cells = uniqueCells(fine.map((c) => ({ cx: c.cx >> shift, cy: c.cy >> shift })));
  // Every map_cell key inside these cells (a top cell of the schedule pyramid spans 8×8 of them).
  const keys = cells.flatMap((c) => Array.from({ length: 4 ** shift }, (_, i) => cellKey((c.cx << shift) + (i >> shift), (c.cy << shift) + (i % 2 ** shift))));
  const t = sql.raw(p.table);
  await tx.execute(sql`
    WITH agg AS (
      SELECT ((map_cell >> ${lit(FINE_LEVEL)}) >> ${lit(shift)})::int AS cx, ((map_cell & ${KEY_MASK}) >> ${lit(shift)})::int AS cy ${sched}, ${FROM_FARMS}
      FROM farms WHERE map_cell = ANY(${arr(keys)}::bigint[]) ${onlyScheduled} GROUP BY 1, 2 ${sched}),
    del AS (
      DELETE FROM ${t} m USING ${cellsParam(cells)} WHERE m.level = ${lit(p.top)} AND m.cx = p.cx AND m.cy = p.cy
        AND NOT EXISTS (SELECT 1 FROM agg a WHERE a.cx = m.cx AND a.cy = m.cy ${sameSched}))
    INSERT INTO ${t} (${key}, ${AGG}) SELECT ${lit(p.top)}, agg.* FROM agg ${upsert}`);

  for (let level = p.top - 1; level >= 0; level--) {
    cells = uniqueCells(cells.map((c) => ({ cx: c.cx >> 1, cy: c.cy >> 1 })));
    await tx.execute(sql`
      WITH agg AS (
        SELECT p.cx, p.cy ${sched}, ${FROM_CHILDREN}
        -- The four children as equalities, so the join walks the primary key (an IN over expressions scanned the level).
        FROM ${cellsParam(cells)} CROSS JOIN (VALUES (0, 0), (0, 1), (1, 0), (1, 1)) AS d(dx, dy)
          JOIN ${t} m ON m.level = ${lit(level + 1)} AND m.cx = p.cx * 2 + d.dx AND m.cy = p.cy * 2 + d.dy
        GROUP BY p.cx, p.cy ${sched}),
      del AS (
        DELETE FROM ${t} m USING ${cellsParam(cells)} WHERE m.level = ${lit(level)} AND m.cx = p.cx AND m.cy = p.cy
          AND NOT EXISTS (SELECT 1 FROM agg a WHERE a.cx = m.cx AND a.cy = m.cy ${sameSched}))
      INSERT INTO ${t} (${key}, ${AGG}) SELECT ${lit(level)}, agg.* FROM agg ${upsert}`);
  }
}

/** Recounts every listing and rebuilds both pyramids: after bulk loads that bypass the refresh. */
export async function rebuildMapCells(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${lit(DERIVED_LOCK)})`);
    await tx.execute(sql`UPDATE farms SET map_cell = ${MAP_CELL_SQL} WHERE map_cell IS DISTINCT FROM (${MAP_CELL_SQL})`);
    for (const p of PYRAMIDS) {
      const { sched, onlyScheduled, key } = parts(p);
      const t = sql.raw(p.table);
      const shift = lit(MAP_TOP_LEVEL - p.top);
      await tx.execute(sql`DELETE FROM ${t}`);
      await tx.execute(sql`
        INSERT INTO ${t} (${key}, ${AGG})
        SELECT ${lit(p.top)}, ((map_cell >> ${lit(FINE_LEVEL)}) >> ${shift})::int, ((map_cell & ${KEY_MASK}) >> ${shift})::int ${sched}, ${FROM_FARMS}
        FROM farms WHERE map_cell IS NOT NULL ${onlyScheduled} GROUP BY 2, 3 ${sched}`);
      for (let level = p.top - 1; level >= 0; level--) {
        await tx.execute(sql`
          INSERT INTO ${t} (${key}, ${AGG})
          SELECT ${lit(level)}, cx >> 1, cy >> 1 ${sched}, ${FROM_CHILDREN}
          FROM ${t} WHERE level = ${lit(level + 1)} GROUP BY cx >> 1, cy >> 1 ${sched}`);
      }
    }
    await bumpMapVersion(tx);
  });
}
