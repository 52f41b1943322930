import { msg } from '@common/i18n/keys.js';
import type { z } from 'zod';
import type { FarmMapQuerySchema, MapFeatureCollection } from '@common/schemas/farms.js';
import type { Db } from '../../../db/client.js';
import { badRequest } from '../../../lib/errors.js';
import { hasFilters, type ListingFilters } from '../search/filters.js';
import type { GridView } from './map-grid.js';
import { expansionZoom, gridView, MAP_OPEN_TOP_LEVEL, MAP_TOP_LEVEL, type Bbox } from './map-grid.js';
import { liveCells, openPyramidCells, pointsByIds, pyramidCells, scheduleIdsInView, type CellRow } from './map.repository.js';
import { openSchedulesAmong } from '../hours/open-schedules.js';
import { openStateAt } from '../hours/open-state.js';
import { resolveFilters } from '../search/search-query.js';
import { cachedOpenPyramidCells } from './open-map-cache.js';

type Feature = MapFeatureCollection['features'][number];

function parseBbox(bbox: string): Bbox {
  const [west, south, east, north] = bbox.split(',').map(Number);
  const ok =
    [west, south, east, north].every(Number.isFinite) && Math.abs(south) <= 90 && Math.abs(north) <= 90 && Math.abs(west) <= 540 && Math.abs(east) <= 540;
  if (!ok) throw badRequest('errors:farms.bboxFormat', { bbox: msg('errors:farms.notABox') });
  return { west, south, east, north };
}

/**
 * GET /api/farms/map: the listings in a box as grid clusters (and single listings) for the map, never
 * more than about MAX_CELLS features whatever the box (see map-grid.ts for the grid).
 */
export async function mapFeatures(db: Db, q: z.output<typeof FarmMapQuerySchema>, now = new Date()): Promise<MapFeatureCollection> {
  const view = gridView(parseBbox(q.bbox), q.zoom);
  const filters = await resolveFilters(db, q, now);
  const cells = await cellsFor(db, view, filters);
  const points = await pointsByIds(
    db,
    cells.filter((c) => c.n === 1).map((c) => c.any_id),
  );
  const at = filters.openAt ?? now;
  const features = cells.map((c): Feature => {
    const p = c.n === 1 ? points.get(c.any_id) : undefined;
    if (p) {
      const open = openStateAt({ openingHours: p.opening_hours, timeZone: p.time_zone, country: p.country, region: p.region, lat: p.lat, lng: p.lng }, at);
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
        properties: { cluster: false, id: p.id, name: p.name, kind: p.kind, open: open.status, ...(p.picking ? { picking: p.picking } : {}) },
      };
    }
    return {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [round(c.lng), round(c.lat)] },
      properties: { cluster: true, count: c.n, expansionZoom: expansionZoom(q.zoom, { minMx: c.min_mx, maxMx: c.max_mx, minMy: c.min_my, maxMy: c.max_my }) },
    };
  });
  return { type: 'FeatureCollection', features };
}

/** The cheapest source that answers exactly: the pyramid, the per-schedule pyramid, or the listings. */
function cellsFor(db: Db, view: GridView, filters: ListingFilters): Promise<CellRow[]> {
  if (!hasFilters(filters) && view.level <= MAP_TOP_LEVEL) return pyramidCells(db, view);
  if (filters.openAt && !filters.openStored) return evaluatedOpenCells(db, view, filters, filters.openAt);
  const onlyOpen = filters.openStored && !hasFilters({ ...filters, openAt: null, openStored: null });
  if (onlyOpen && view.level <= MAP_OPEN_TOP_LEVEL) return cachedOpenPyramidCells(db, view, filters.openStored!);
  return liveCells(db, view, filters);
}

/**
 * "Open at T" beyond the stored intervals: the schedules of the listings in view are the candidates, and the
 * hours library says which are open then (hours/open-schedules.ts). Low zooms read the per-schedule pyramid;
 * others count the listings in view per cell and schedule, and add up the open schedules' counts here.
 */
async function evaluatedOpenCells(db: Db, view: GridView, filters: ListingFilters, at: Date): Promise<CellRow[]> {
  const others = { ...filters, openAt: null, openStored: null };
  if (!hasFilters(others) && view.level <= MAP_OPEN_TOP_LEVEL) {
    const open = await openSchedulesAmong(db, await scheduleIdsInView(db, view), at);
    return open.size ? openPyramidCells(db, view, [...open]) : [];
  }
  const rows = await liveCells(db, view, others, true);
  const open = await openSchedulesAmong(
    db,
    rows.flatMap((r) => (r.schedule_id === null ? [] : [r.schedule_id])),
    at,
  );
  return mergeCells(rows.filter((r) => r.schedule_id !== null && open.has(r.schedule_id)));
}

/** One row per cell from several rows of it (one per schedule): counts add up, positions average by count. */
function mergeCells(rows: CellRow[]): CellRow[] {
  const cells = new Map<string, CellRow>();
  for (const r of rows) {
    const key = `${r.cx},${r.cy}`;
    const c = cells.get(key);
    if (!c) {
      cells.set(key, { ...r });
      continue;
    }
    const n = c.n + r.n;
    Object.assign(c, {
      lat: (c.lat * c.n + r.lat * r.n) / n,
      lng: (c.lng * c.n + r.lng * r.n) / n,
      n,
      min_mx: Math.min(c.min_mx, r.min_mx),
      max_mx: Math.max(c.max_mx, r.max_mx),
      min_my: Math.min(c.min_my, r.min_my),
      max_my: Math.max(c.max_my, r.max_my),
      any_id: Math.min(c.any_id, r.any_id),
    });
  }
  return [...cells.values()];
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;
