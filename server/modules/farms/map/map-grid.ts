/**
 * The map's clustering grid, in Web Mercator (what the map draws). A listing's position at zoom 24 is
 * stored as farms.mx/my (same formulas as the generated columns in db/schema/farms.ts); a grid "level" L
 * has 2^L cells a side, so a listing's cell at level L is (mx >> (24 - L), my >> (24 - L)).
 */
export const FINE_LEVEL = 24;
const FINE = 2 ** FINE_LEVEL;
/** farm_map_cells holds levels 0..MAP_TOP_LEVEL; finer grids are grouped live from the listings. */
export const MAP_TOP_LEVEL = 13;
/** farm_map_schedule_cells (counts per schedule, for "open at T" maps) holds levels 0..MAP_OPEN_TOP_LEVEL. */
export const MAP_OPEN_TOP_LEVEL = 10;
/** Cells are 64 px on screen (256 px tiles split 4×4): about the size of a cluster marker. */
const CELLS_PER_TILE_LOG2 = 2;
/** "About 1,000 features for any box": the grid coarsens until the box spans at most this many cells. */
export const MAX_CELLS = 1000;
export const MAX_ZOOM = 20;
const MAX_LAT = 85.0511287798;

export const mercX = (lng: number) => Math.min(FINE - 1, Math.max(0, Math.floor(((lng + 180) / 360) * FINE)));
export function mercY(lat: number) {
  const r = (Math.min(MAX_LAT, Math.max(-MAX_LAT, lat)) * Math.PI) / 180;
  return Math.min(FINE - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * FINE)));
}

/** The key of farms.map_cell: a level-MAP_TOP_LEVEL cell. */
export const cellKey = (cx: number, cy: number) => cx * FINE + cy;
export const cellOfKey = (key: number) => ({ cx: Math.floor(key / FINE), cy: key % FINE });

export interface Bbox {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** One lng/lat rectangle that does not cross the antimeridian, and its cell range at the view's level. */
export interface GridRange {
  west: number;
  south: number;
  east: number;
  north: number;
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

export interface GridView {
  level: number;
  ranges: GridRange[];
}

/**
 * Splits a bbox into rectangles that do not cross the antimeridian. Maps send longitudes beyond ±180 when
 * panned around the world (Leaflet: west -250); a box 360° or wider is the whole world.
 */
export function normalizeBbox(b: Bbox): Array<Omit<GridRange, 'x0' | 'x1' | 'y0' | 'y1'>> {
  const south = Math.max(-90, Math.min(b.south, b.north));
  const north = Math.min(90, Math.max(b.south, b.north));
  let width = b.east - b.west;
  if (width >= 360) return [{ west: -180, east: 180, south, north }];
  if (width < 0) width = ((width % 360) + 360) % 360; // given already crossing: west 170, east -170
  const west = ((((b.west + 180) % 360) + 360) % 360) - 180; // into [-180, 180)
  const east = west + width;
  if (east <= 180) return [{ west, east, south, north }];
  return [
    { west, east: 180, south, north },
    { west: -180, east: east - 360, south, north },
  ];
}

export function rangeAt(r: Omit<GridRange, 'x0' | 'x1' | 'y0' | 'y1'>, level: number): GridRange {
  const shift = FINE_LEVEL - level;
  return { ...r, x0: mercX(r.west) >> shift, x1: mercX(r.east) >> shift, y0: mercY(r.north) >> shift, y1: mercY(r.south) >> shift };
}

const cellCount = (ranges: GridRange[]) => ranges.reduce((n, r) => n + (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1), 0);

/** The grid for a view: 64 px cells at this zoom, coarser when the box is larger than a screen. */
export function gridView(bbox: Bbox, zoom: number): GridView {
  const boxes = normalizeBbox(bbox);
  let level = Math.min(FINE_LEVEL, Math.max(0, Math.round(zoom)) + CELLS_PER_TILE_LOG2);
  let ranges = boxes.map((b) => rangeAt(b, level));
  while (level > 0 && cellCount(ranges) > MAX_CELLS) {
    level--;
    ranges = boxes.map((b) => rangeAt(b, level));
  }
  return { level, ranges };
}

/**
 * The zoom at which a cluster's members stop sharing one cell (the highest bit in which their extremes
 * differ says at which level they split) and also spread over a cell's width on screen: members either
 * side of a cell edge split early but would still sit on top of each other. Never less than one zoom in;
 * MAX_ZOOM when all sit on one spot.
 */
export function expansionZoom(zoom: number, e: { minMx: number; maxMx: number; minMy: number; maxMy: number }): number {
  const diff = (e.minMx ^ e.maxMx) | (e.minMy ^ e.maxMy);
  if (diff === 0) return MAX_ZOOM;
  const splitLevel = FINE_LEVEL - Math.floor(Math.log2(diff));
  // At zoom z one fine unit is 2^(z + 8 - 24) px (256 px tiles); a cell is 2^(8 - CELLS_PER_TILE_LOG2) px.
  const extent = Math.max(e.maxMx - e.minMx, e.maxMy - e.minMy, 1);
  const spreadZoom = Math.ceil(FINE_LEVEL - CELLS_PER_TILE_LOG2 - Math.log2(extent));
  return Math.min(MAX_ZOOM, Math.max(Math.floor(zoom) + 1, splitLevel - CELLS_PER_TILE_LOG2, spreadZoom));
}
