import type { MapFeatureCollection } from '@common/schemas/farms';

type Feature = MapFeatureCollection['features'][number];
type Point = { x: number; y: number };

/**
 * The server clusters on a fixed grid, so clusters either side of a cell edge can land on top of each
 * other. Clusters whose centres are closer than `minPx` on screen (mostly hidden under each other) are
 * drawn as one: counts added, at their weighted centre. Its tap zooms in far enough for the parts to
 * stand apart (each doubling of zoom doubles their distance). Single stands are left as they are.
 */
export function mergeOverlappingClusters(features: Feature[], project: (lat: number, lng: number) => Point, zoom: number, minPx = 24): Feature[] {
  const points: Feature[] = [];
  const merged: Array<{ lat: number; lng: number; count: number; expansionZoom: number; at: Point; closest: number }> = [];
  const clusters = features.filter((f) => f.properties.cluster).sort((a, b) => count(b) - count(a));
  for (const f of features) if (!f.properties.cluster) points.push(f);
  for (const f of clusters) {
    const p = f.properties as Extract<Feature['properties'], { cluster: true }>;
    const [lng, lat] = f.geometry.coordinates;
    const at = project(lat, lng);
    const near = merged.find((m) => Math.hypot(m.at.x - at.x, m.at.y - at.y) < minPx);
    if (!near) {
      merged.push({ lat, lng, count: p.count, expansionZoom: p.expansionZoom, at, closest: Infinity });
      continue;
    }
    near.closest = Math.min(near.closest, Math.hypot(near.at.x - at.x, near.at.y - at.y));
    const total = near.count + p.count;
    near.lat = (near.lat * near.count + lat * p.count) / total;
    near.lng = (near.lng * near.count + lng * p.count) / total;
    near.count = total;
    near.expansionZoom = Math.max(near.expansionZoom, p.expansionZoom);
    near.at = project(near.lat, near.lng);
  }
  return [
    ...merged.map((m): Feature => {
      const apart = Number.isFinite(m.closest) ? zoom + Math.ceil(Math.log2((2 * minPx) / Math.max(m.closest, 1))) : 0;
      return {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [m.lng, m.lat] },
        properties: { cluster: true, count: m.count, expansionZoom: Math.max(m.expansionZoom, apart) },
      };
    }),
    ...points,
  ];
}

const count = (f: Feature) => (f.properties.cluster ? f.properties.count : 1);
