import { describe, expect, it } from 'vitest';
import { gridView } from './map-grid.js';
import type { CellRow } from './map.repository.js';
import { cellsInView } from './open-map-cache.js';

const cell = (cx: number, cy: number): CellRow => ({ cx, cy, n: 1, lat: 0, lng: 0, min_mx: 0, max_mx: 0, min_my: 0, max_my: 0, any_id: cx * 1000 + cy });
/** A level's cells as the cache keeps them: sorted by cx, then cy. */
const level = (cells: CellRow[]) => [...cells].sort((a, b) => a.cx - b.cx || a.cy - b.cy);
const keys = (cells: CellRow[]) => cells.map((c) => `${c.cx},${c.cy}`);

describe('cellsInView (the open map cache answering a view from a level)', () => {
  it('keeps the cells inside the range, and only those', () => {
    const cells = level([cell(1, 1), cell(2, 2), cell(2, 9), cell(3, 3), cell(4, 4), cell(9, 2)]);
    const ranges = [{ west: 0, east: 0, south: 0, north: 0, x0: 2, x1: 3, y0: 2, y1: 5 }];
    expect(keys(cellsInView(cells, ranges))).toEqual(['2,2', '3,3']);
    expect(cellsInView(cells, [{ ...ranges[0], x0: 5, x1: 8 }])).toEqual([]);
    expect(cellsInView([], ranges)).toEqual([]);
  });

  it('a box across the antimeridian: both sides, in order, and a cell both sides share only once', () => {
    // At the coarsest levels a very wide box's two halves can share cells (both are the one cell at level 0).
    const r = { west: 0, east: 0, south: 0, north: 0 };
    const halves = [
      { ...r, x0: 0, x1: 1, y0: 0, y1: 1 },
      { ...r, x0: 0, x1: 0, y0: 0, y1: 1 },
    ];
    expect(keys(cellsInView(level([cell(0, 0), cell(0, 1), cell(1, 0)]), halves))).toEqual(['0,0', '0,1', '1,0']);
    // A state-wide view across it: the first and last columns of the world at level 9.
    const view = gridView({ west: 179, south: 0, east: -179, north: 6 }, 7);
    const [east, west] = view.ranges;
    const cells = level([cell(east.x0, east.y0), cell(west.x1, west.y1), cell(east.x0 - 5, east.y0)]);
    expect(keys(cellsInView(cells, view.ranges))).toEqual([`${west.x1},${west.y1}`, `${east.x0},${east.y0}`]);
  });
});
