import { EARTH_RADIUS_KM, haversineKm, type LatLng } from './distance.js';

const RAD = Math.PI / 180;

/**
 * Nearest-point index: points bucketed in fixed lat/lng cells, searched in growing square rings
 * around the query's cell until no unvisited cell can hold a closer point. With 0.5° cells a US/CA
 * query visits a handful of cells (tens of points) instead of scanning all 44k ZIP centroids.
 */
export class NearestGrid<T extends LatLng> {
  private readonly cells = new Map<number, T[]>();
  private readonly cols: number;
  private readonly rows: number;

  constructor(
    points: readonly T[],
    private readonly cellDeg = 0.5,
  ) {
    this.cols = Math.round(360 / cellDeg);
    this.rows = Math.round(180 / cellDeg);
    for (const p of points) {
      const id = this.row(p.lat) * this.cols + this.col(p.lng);
      const bucket = this.cells.get(id);
      if (bucket) bucket.push(p);
      else this.cells.set(id, [p]);
    }
  }

  /** Closest point and its distance, or null if none lies within `maxKm`. */
  nearest(lat: number, lng: number, maxKm = Infinity): { point: T; km: number } | null {
    const q = { lat, lng };
    const row0 = this.row(lat);
    const col0 = this.col(lng);
    let best: T | null = null;
    let bestKm = maxKm;
    const maxRing = Math.max(this.rows, this.cols / 2);
    for (let k = 0; k <= maxRing; k++) {
      for (let r = row0 - k; r <= row0 + k; r++) {
        if (r < 0 || r >= this.rows) continue;
        const edge = r === row0 - k || r === row0 + k;
        // Interior rows of the ring only have their two side cells; edge rows are visited in full.
        for (let c = col0 - k; c <= col0 + k; c += edge || k === 0 ? 1 : 2 * k) {
          const bucket = this.cells.get(r * this.cols + (((c % this.cols) + this.cols) % this.cols));
          if (!bucket) continue;
          for (const p of bucket) {
            const km = haversineKm(q, p);
            if (km <= bestKm) {
              bestKm = km;
              best = p;
            }
          }
        }
      }
      if (this.lowerBoundKm(lat, k) > bestKm) break;
      if (2 * k + 1 >= this.cols) break; // every column visited
    }
    return best ? { point: best, km: bestKm } : null;
  }

  /**
   * Shortest possible distance to a point outside rings 0..k: it is more than k cells away either in
   * latitude, or in longitude at a latitude no higher than |lat| + (k+1) cells (otherwise the latitude
   * gap already bounds it). A shorter great circle than the parallel arc is accounted for by the asin form.
   */
  private lowerBoundKm(lat: number, k: number): number {
    const gap = k * this.cellDeg * RAD;
    const maxLat = Math.min(90, Math.abs(lat) + (k + 1) * this.cellDeg) * RAD;
    const alongLng = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.cos(maxLat) * Math.sin(gap / 2)));
    return Math.min(EARTH_RADIUS_KM * gap, alongLng);
  }

  private row(lat: number): number {
    return Math.min(this.rows - 1, Math.max(0, Math.floor((lat + 90) / this.cellDeg)));
  }

  private col(lng: number): number {
    return ((Math.floor((lng + 180) / this.cellDeg) % this.cols) + this.cols) % this.cols;
  }
}
