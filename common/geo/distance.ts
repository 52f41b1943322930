/**
 * Great-circle distances on a sphere.
 *
 * The radius is PostgreSQL earthdistance's `earth()` (6378168 m), so a distance computed here equals
 * `earth_distance(ll_to_earth(...), ll_to_earth(...))` computed by the database (to float rounding):
 * the radius filter done in SQL and the distance shown by the app must not disagree at the edge of a
 * search radius. Note that earthdistance's other operator, `point <@> point`, uses a different radius
 * (3958.747716 mi ≈ 6370.99 km, close to the mean radius): do not mix the two in queries.
 */

export interface LatLng {
  lat: number;
  lng: number;
}

export type DistanceUnit = 'mi' | 'km';

/** PostgreSQL earthdistance `earth()`, in km. Use this for anything compared with database distances. */
export const EARTH_RADIUS_KM = 6378.168;
/** IUGG mean Earth radius, in km (what most other tools use; ~0.11 % smaller than `EARTH_RADIUS_KM`). */
export const MEAN_EARTH_RADIUS_KM = 6371.0088;
/** International mile. */
export const KM_PER_MILE = 1.609344;

const RAD = Math.PI / 180;

/** Haversine distance in km; stable for tiny distances, where the spherical law of cosines is not. */
export function haversineKm(a: LatLng, b: LatLng, radiusKm: number = EARTH_RADIUS_KM): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  // min() guards against h drifting a hair above 1 for antipodal points (asin would return NaN).
  return 2 * radiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

export function milesToKm(miles: number): number {
  return miles * KM_PER_MILE;
}

/** A distance in km expressed in the unit the user asked for. */
export function toUnit(km: number, unit: DistanceUnit): number {
  return unit === 'mi' ? kmToMiles(km) : km;
}

/** A distance in the given unit expressed in km. */
export function fromUnit(value: number, unit: DistanceUnit): number {
  return unit === 'mi' ? milesToKm(value) : value;
}

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

/**
 * Smallest lat/lng box containing every point within `radiusKm` of `center`: a cheap index-friendly
 * pre-filter before the exact distance test. Near a pole the box spans all longitudes; across the
 * antimeridian `west > east` (callers must then test `lng >= west OR lng <= east`).
 */
export function boundingBox(center: LatLng, radiusKm: number, radiusOfEarthKm: number = EARTH_RADIUS_KM): BoundingBox {
  const angular = radiusKm / radiusOfEarthKm; // radians
  const lat = center.lat * RAD;
  let south = lat - angular;
  let north = lat + angular;
  let west: number;
  let east: number;
  if (south > -Math.PI / 2 && north < Math.PI / 2) {
    // Widest longitude reach is not at the center's latitude but where the circle is tangent to a
    // meridian (J. P. Matuschek, "Finding Points Within a Distance"): asin(sin r / cos lat).
    const dLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat)));
    west = center.lng * RAD - dLng;
    east = center.lng * RAD + dLng;
  } else {
    south = Math.max(south, -Math.PI / 2);
    north = Math.min(north, Math.PI / 2);
    west = -Math.PI;
    east = Math.PI;
  }
  return { south: south / RAD, north: north / RAD, west: wrapLng(west / RAD), east: wrapLng(east / RAD) };
}

function wrapLng(lng: number): number {
  if (lng === 180 || lng === -180) return lng;
  return ((((lng + 180) % 360) + 360) % 360) - 180;
}
