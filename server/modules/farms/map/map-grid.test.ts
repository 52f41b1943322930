import { describe, expect, it } from 'vitest';
import { expansionZoom, gridView, MAX_CELLS, MAX_ZOOM, mercX, mercY, normalizeBbox } from './map-grid.js';

describe('Web Mercator cells', () => {
  it('maps the world onto 2^24 cells a side', () => {
    expect(mercX(-180)).toBe(0);
    expect(mercX(180)).toBe(2 ** 24 - 1);
    expect(mercX(0)).toBe(2 ** 23);
    expect(mercY(0)).toBe(2 ** 23);
    expect(mercY(89)).toBe(0);
    expect(mercY(-89)).toBe(2 ** 24 - 1);
    expect(mercY(45)).toBeLessThan(mercY(44));
  });
});

describe('normalizeBbox', () => {
  it('splits boxes across the antimeridian, however they are written', () => {
    expect(normalizeBbox({ west: 170, south: -10, east: -170, north: 10 })).toEqual([
      { west: 170, east: 180, south: -10, north: 10 },
      { west: -180, east: -170, south: -10, north: 10 },
    ]);
    expect(normalizeBbox({ west: 170, south: -10, east: 190, north: 10 })).toEqual(normalizeBbox({ west: 170, south: -10, east: -170, north: 10 }));
    expect(normalizeBbox({ west: -250, south: 0, east: -100, north: 10 })).toEqual([
      { west: 110, east: 180, south: 0, north: 10 },
      { west: -180, east: -100, south: 0, north: 10 },
    ]);
  });

  it('treats 360° or more as the whole world and orders latitudes', () => {
    expect(normalizeBbox({ west: -400, south: 80, east: 400, north: -80 })).toEqual([{ west: -180, east: 180, south: -80, north: 80 }]);
    expect(normalizeBbox({ west: -10, south: 0, east: 10, north: 5 })).toEqual([{ west: -10, east: 10, south: 0, north: 5 }]);
  });
});

describe('gridView', () => {
  const cells = (v: ReturnType<typeof gridView>) => v.ranges.reduce((n, r) => n + (r.x1 - r.x0 + 1) * (r.y1 - r.y0 + 1), 0);

  it('uses 64 px cells for a screen-sized box', () => {
    // 1280×800 px at zoom 10 around Kingston, NY.
    const v = gridView({ west: -74.88, south: 41.65, east: -73.12, north: 42.2 }, 10);
    expect(v.level).toBe(12);
    expect(cells(v)).toBeLessThanOrEqual(MAX_CELLS);
  });

  it('never spans more than MAX_CELLS cells, for any box at any zoom', () => {
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const west = rand() * 720 - 360;
      const south = rand() * 180 - 90;
      const v = gridView({ west, south, east: west + rand() * 400, north: Math.min(90, south + rand() * 180) }, Math.floor(rand() * 23));
      expect(cells(v)).toBeLessThanOrEqual(MAX_CELLS);
    }
  });
});

describe('expansionZoom', () => {
  it('is where the members stop sharing a cell, at least one zoom in', () => {
    expect(expansionZoom(5, { minMx: 100, maxMx: 100, minMy: 7, maxMy: 7 })).toBe(MAX_ZOOM);
    // Members differ in bit 20 (2^20): they split at level 4, i.e. zoom 2 — but never less than zoom + 1.
    expect(expansionZoom(1, { minMx: 0, maxMx: 2 ** 20, minMy: 0, maxMy: 0 })).toBe(2);
    expect(expansionZoom(5, { minMx: 0, maxMx: 2 ** 20, minMy: 0, maxMy: 0 })).toBe(6);
    // Differ only in bit 3: level 21 → zoom 19.
    expect(expansionZoom(5, { minMx: 0, maxMx: 0, minMy: 0, maxMy: 8 })).toBe(19);
  });

  it('waits until members either side of a cell edge are a cell apart on screen', () => {
    // 20 fine units apart across the level-1 edge: they split at once, but are 64 px apart only at zoom 18.
    expect(expansionZoom(4, { minMx: 2 ** 23 - 10, maxMx: 2 ** 23 + 10, minMy: 5, maxMy: 5 })).toBe(18);
    // 60 km of a Hudson Valley county, straddling an edge: zoom 7 (about 66 px), not 5.
    const [west, east] = [mercX(-74.36), mercX(-73.64)];
    expect(expansionZoom(4, { minMx: west, maxMx: east, minMy: mercY(41.9), maxMy: mercY(41.9) })).toBe(7);
  });
});
