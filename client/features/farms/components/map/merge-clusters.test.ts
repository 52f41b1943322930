import { describe, expect, it } from 'vitest';
import type { MapFeatureCollection } from '@common/schemas/farms';
import { mergeOverlappingClusters } from './merge-clusters';

type Feature = MapFeatureCollection['features'][number];
const cluster = (lng: number, lat: number, count: number, expansionZoom: number): Feature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { cluster: true, count, expansionZoom },
});
const point = (lng: number, lat: number, id: number): Feature => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lng, lat] },
  properties: { cluster: false, id, name: `Stand ${id}`, kind: 'stand', open: 'open' },
});
// 1 degree = 100 px, as a flat stand-in for the map's projection.
const project = (lat: number, lng: number) => ({ x: lng * 100, y: -lat * 100 });

describe('mergeOverlappingClusters', () => {
  it('draws clusters that would overlap as one, with the counts added, at their weighted centre', () => {
    const out = mergeOverlappingClusters([cluster(0, 0, 3, 9), cluster(0.15, 0, 1, 8), cluster(2, 0, 5, 9)], project, 9);
    expect(out).toHaveLength(2);
    const merged = out.find((f) => f.properties.cluster && f.properties.count === 4)!;
    expect(merged.geometry.coordinates[0]).toBeCloseTo(0.0375, 6);
    // 15 px apart: two doublings (zoom 11) put them 60 px apart.
    expect(merged.properties).toEqual({ cluster: true, count: 4, expansionZoom: 11 });
    expect(out.some((f) => f.properties.cluster && f.properties.count === 5)).toBe(true);
  });

  it('keeps clusters that are apart, and never merges single stands', () => {
    const features = [cluster(0, 0, 3, 9), cluster(1, 0, 2, 9), point(0.1, 0, 7), point(0.12, 0, 8)];
    const out = mergeOverlappingClusters(features, project, 9);
    expect(out).toHaveLength(4);
    expect(out.filter((f) => !f.properties.cluster).map((f) => (f.properties as { id: number }).id)).toEqual([7, 8]);
  });

  it('the total number of stands is unchanged', () => {
    const features = Array.from({ length: 30 }, (_, i) => cluster((i % 6) * 0.2, Math.floor(i / 6) * 0.2, i + 2, 10));
    const total = (fs: Feature[]) => fs.reduce((n, f) => n + (f.properties.cluster ? f.properties.count : 1), 0);
    const out = mergeOverlappingClusters(features, project, 10);
    expect(out.length).toBeLessThan(features.length);
    expect(total(out)).toBe(total(features));
  });
});
