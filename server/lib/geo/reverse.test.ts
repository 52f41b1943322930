import { describe, expect, it } from 'vitest';
import { haversineKm } from './distance.js';
import { getIndex } from './gazetteer-index.js';
import { reverseNearest } from './gazetteer.js';
import { NearestGrid } from './nearest-grid.js';

/** Deterministic pseudo-random numbers (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('reverseNearest', () => {
  it('names the place around a pin', () => {
    expect(reverseNearest(38.5449, -121.7405)).toMatchObject({ city: 'Davis', region: 'CA', country: 'US' });
    expect(reverseNearest(38.5449, -121.7405)!.postalCode).toMatch(/^9561[678]$/);
    expect(reverseNearest(61.2181, -149.9003)).toMatchObject({ city: 'Anchorage', region: 'AK' });
    expect(reverseNearest(43.6532, -79.3832)).toMatchObject({ city: 'Toronto', region: 'ON', country: 'CA' });
  });

  it('answers with a town, not the FSA of a building (H5A "Place Bonaventure" is downtown Montreal)', () => {
    expect(getIndex().units.get('H5A')).toBeDefined();
    const montreal = reverseNearest(45.5017, -73.5673);
    expect(montreal).toMatchObject({ region: 'QC', country: 'CA' });
    expect(montreal!.postalCode).not.toBe('H5A');
    expect(reverseNearest(45.4236, -75.7009)).toMatchObject({ city: 'Ottawa', region: 'ON' }); // not K1A "Government Of…"
  });

  it('gives no town for a Canadian rural FSA', () => {
    const t0e = getIndex().units.get('T0E')!;
    expect(reverseNearest(t0e.lat, t0e.lng)).toEqual({ city: null, region: 'AB', postalCode: 'T0E', country: 'CA' });
  });

  it('is null far from every ZIP (Paris, mid-Atlantic) or for invalid input', () => {
    expect(reverseNearest(48.8566, 2.3522)).toBeNull();
    expect(reverseNearest(35, -40)).toBeNull();
    expect(reverseNearest(Number.NaN, -121)).toBeNull();
    expect(reverseNearest(95, -121)).toBeNull();
  });

  it('finds exactly what a linear scan finds (random pins over the US and Canada, and far offshore)', () => {
    // Same candidates as the grid: every ZIP/FSA except the FSAs of institutions and buildings.
    const units = [...getIndex().units.values()].filter((u) => u.city >= 0 || u.code[1] === '0');
    const next = random(42);
    for (let i = 0; i < 1000; i++) {
      const lat = 15 + next() * 60;
      const lng = -170 + next() * 120;
      const maxKm = i % 3 === 0 ? Infinity : 100;
      let bestKm = Infinity;
      for (const u of units) bestKm = Math.min(bestKm, haversineKm({ lat, lng }, u));
      const hit = getIndex().grid.nearest(lat, lng, maxKm);
      if (bestKm > maxKm) expect(hit).toBeNull();
      else expect(hit!.km).toBeCloseTo(bestKm, 9);
    }
  });

  it('grid search also works across the antimeridian and near the poles', () => {
    const points = [
      { lat: 51.8, lng: 179.9, id: 'east' },
      { lat: 51.8, lng: -179.2, id: 'west' },
      { lat: 89.5, lng: 10, id: 'pole' },
    ];
    const grid = new NearestGrid(points);
    expect(grid.nearest(51.8, 179.95)!.point.id).toBe('east');
    expect(grid.nearest(51.8, -179.5)!.point.id).toBe('west');
    expect(grid.nearest(89.9, -170)!.point.id).toBe('pole');
    expect(grid.nearest(0, 0, 1000)).toBeNull();
    expect(grid.nearest(0, 0)!.point.id).toBe('pole'); // nearest of all, however far (~9,960 km)
  });

  it('is fast (figure logged, not asserted)', () => {
    const next = random(7);
    reverseNearest(40, -100);
    const n = 20_000;
    const started = performance.now();
    for (let i = 0; i < n; i++) reverseNearest(25 + next() * 24, -124 + next() * 57);
    console.log(`[gazetteer] reverseNearest: ${(((performance.now() - started) / n) * 1000).toFixed(1)} µs per call`);
  });
});
