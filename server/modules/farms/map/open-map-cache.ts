import type { Db } from '../../../db/client.js';
import { perDatabase } from '../../../lib/hours/lru.js';
import type { StoredOpen } from '../hours/stored-open.js';
import type { GridRange, GridView } from './map-grid.js';
import { mapVersion, openLevelCells, type CellRow } from './map.repository.js';

// An "open now" map at low zoom summed, per request, the per-schedule rows of every open schedule in view: at
// state zoom mid-morning 217 index ranges and ~1,800 rows, 3.4 ms of database CPU (bench/history.md, round 5).
// Everyone asking during the same minute at the same level gets the same sums, so a process adds them up once per
// minute and level (all open listings of the level, ~0.1 s at a million) and answers each view from memory. The
// copy holds while the pyramids do: the key carries farm_map_version, which every refresh of the pyramids raises
// in its own transaction (map-cells.repository.ts), so a listing written through any process shows on the next
// request. The open schedules of a minute only grow by new schedules, which openScheduleRows() includes, and
// their listings' writes raise the version too.

/** A level's cells counting only the listings open during one minute, sorted by cx then cy: 16 levels kept. */
const openLevels = perDatabase<string, CellRow[]>(16);

/** The cells of `view` counting the listings of the schedules in `open`, from this process's copy of the level. */
export async function cachedOpenPyramidCells(db: Db, view: GridView, open: StoredOpen): Promise<CellRow[]> {
  const key = `${open.minute}/${view.level}/${await mapVersion(db)}`;
  return cellsInView(await openLevels(db, key, () => openLevelCells(db, view.level, open)), view.ranges);
}

/** The cells inside any of the ranges, each once, in (cx, cy) order as the SQL read gave them. */
export function cellsInView(cells: CellRow[], ranges: GridRange[]): CellRow[] {
  const found: CellRow[] = [];
  ranges.forEach((r, i) => {
    // At coarse levels two ranges (a box across the antimeridian) can share cells: the first keeps them.
    const earlier = ranges.slice(0, i);
    for (let k = firstAtOrAfter(cells, r.x0); k < cells.length && cells[k].cx <= r.x1; k++) {
      const c = cells[k];
      if (c.cy >= r.y0 && c.cy <= r.y1 && !earlier.some((e) => inside(c, e))) found.push(c);
    }
  });
  return ranges.length > 1 ? found.sort((a, b) => a.cx - b.cx || a.cy - b.cy) : found;
}

const inside = (c: CellRow, r: GridRange) => c.cx >= r.x0 && c.cx <= r.x1 && c.cy >= r.y0 && c.cy <= r.y1;

/** The index of the first cell whose cx is at least `cx` (binary search: the cells are sorted by cx). */
function firstAtOrAfter(cells: CellRow[], cx: number): number {
  let lo = 0;
  let hi = cells.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cells[mid].cx < cx) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
