import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { boundingBox, EARTH_RADIUS_KM, fromUnit, haversineKm, kmToMiles, MEAN_EARTH_RADIUS_KM, milesToKm, toUnit, type LatLng } from './distance.js';

const LAX = { lat: 33 + 57 / 60, lng: -(118 + 24 / 60) };
const JFK = { lat: 40 + 38 / 60, lng: -(73 + 47 / 60) };
const DAVIS = { lat: 38.5449, lng: -121.7405 };
const PAIRS: [LatLng, LatLng][] = [
  [LAX, JFK],
  [DAVIS, { lat: 38.5816, lng: -121.4944 }], // Sacramento, ~22 km
  [DAVIS, { lat: 38.5449, lng: -121.7404 }], // ~9 m
  [
    { lat: 61.2181, lng: -149.9003 },
    { lat: 21.3069, lng: -157.8583 },
  ], // Anchorage–Honolulu
  [
    { lat: 45.5017, lng: -73.5673 },
    { lat: 49.2827, lng: -123.1207 },
  ], // Montreal–Vancouver
  [
    { lat: 10, lng: 179.5 },
    { lat: 10, lng: -179.5 },
  ], // across the antimeridian, ~110 km
];

/** Destination point on a sphere (standard direct formula), to probe boundingBox from outside it. */
function destination(from: LatLng, bearingDeg: number, km: number, radius = EARTH_RADIUS_KM): LatLng {
  const r = Math.PI / 180;
  const d = km / radius;
  const lat1 = from.lat * r;
  const b = bearingDeg * r;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
  const lng2 = from.lng * r + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
  return { lat: lat2 / r, lng: ((((lng2 / r + 180) % 360) + 360) % 360) - 180 };
}

describe('haversineKm', () => {
  it('matches a published great-circle distance (LAX–JFK, 0.623585 rad, Aviation Formulary) to 0.1 %', () => {
    expect(haversineKm(LAX, JFK) / EARTH_RADIUS_KM).toBeCloseTo(0.623585, 3);
    expect(Math.abs(haversineKm(LAX, JFK) / (0.623585 * EARTH_RADIUS_KM) - 1)).toBeLessThan(0.001);
  });

  it('is symmetric, zero for identical points and handles antipodes', () => {
    expect(haversineKm(DAVIS, DAVIS)).toBe(0);
    expect(haversineKm(LAX, JFK)).toBe(haversineKm(JFK, LAX));
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_KM, 6);
    expect(haversineKm(PAIRS[5][0], PAIRS[5][1])).toBeGreaterThan(100);
    expect(haversineKm(PAIRS[5][0], PAIRS[5][1])).toBeLessThan(120);
  });

  it('uses a different radius when asked (mean radius is ~0.11 % shorter)', () => {
    expect(haversineKm(LAX, JFK, MEAN_EARTH_RADIUS_KM) / haversineKm(LAX, JFK)).toBeCloseTo(6371.0088 / 6378.168, 9);
  });
});

describe('agreement with PostgreSQL earthdistance', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
  });
  afterAll(() => client?.end());

  it('equals earth_distance(ll_to_earth(), ll_to_earth()) to 1e-6 (the SQL radius filter agrees with the app)', async () => {
    for (const [a, b] of PAIRS) {
      const { rows } = await client.query<{ m: number }>('SELECT earth_distance(ll_to_earth($1, $2), ll_to_earth($3, $4)) AS m', [a.lat, a.lng, b.lat, b.lng]);
      const km = haversineKm(a, b);
      expect(Math.abs(rows[0].m / 1000 - km)).toBeLessThan(Math.max(1e-6 * km, 1e-6));
    }
  });

  it('differs from the point <@> point operator by its radius (3958.747716 mi), as the comment warns', async () => {
    const { rows } = await client.query<{ mi: number }>('SELECT point($1, $2) <@> point($3, $4) AS mi', [LAX.lng, LAX.lat, JFK.lng, JFK.lat]);
    expect(milesToKm(rows[0].mi) / haversineKm(LAX, JFK)).toBeCloseTo((3958.747716 * 1.609344) / EARTH_RADIUS_KM, 6);
  });
});

describe('units', () => {
  it('converts with the international mile', () => {
    expect(kmToMiles(1.609344)).toBe(1);
    expect(milesToKm(26.21875)).toBeCloseTo(42.195, 3); // marathon
    expect(toUnit(100, 'km')).toBe(100);
    expect(toUnit(100, 'mi')).toBeCloseTo(62.137, 3);
    expect(fromUnit(toUnit(37, 'mi'), 'mi')).toBeCloseTo(37, 10);
  });
});

describe('boundingBox', () => {
  const cases: [string, LatLng, number][] = [
    ['Davis, 25 km', DAVIS, 25],
    ['Anchorage, 160 km', { lat: 61.2181, lng: -149.9003 }, 160],
    ['equator, 500 km', { lat: 0, lng: 10 }, 500],
    ['southern hemisphere, 80 km', { lat: -45, lng: 170 }, 80],
  ];

  it.each(cases)('contains the whole circle and is tight (%s)', (_name, center, km) => {
    const box = boundingBox(center, km);
    let minLng = Infinity;
    let maxLng = -Infinity;
    for (let bearing = 0; bearing < 360; bearing += 0.5) {
      const p = destination(center, bearing, km);
      expect(p.lat).toBeGreaterThanOrEqual(box.south - 1e-9);
      expect(p.lat).toBeLessThanOrEqual(box.north + 1e-9);
      expect(p.lng).toBeGreaterThanOrEqual(box.west - 1e-9);
      expect(p.lng).toBeLessThanOrEqual(box.east + 1e-9);
      minLng = Math.min(minLng, p.lng);
      maxLng = Math.max(maxLng, p.lng);
    }
    expect(box.north).toBeCloseTo(destination(center, 0, km).lat, 9);
    expect(box.south).toBeCloseTo(destination(center, 180, km).lat, 9);
    // Not wider than the circle itself (sampling every 0.5° of bearing misses a hair of the extreme).
    expect(box.east - box.west).toBeLessThan((maxLng - minLng) * 1.001);
  });

  it('wraps across the antimeridian (west > east)', () => {
    const box = boundingBox({ lat: 52, lng: 179.9 }, 50);
    expect(box.west).toBeGreaterThan(179);
    expect(box.east).toBeLessThan(-179);
  });

  it('spans all longitudes when the circle reaches a pole', () => {
    const box = boundingBox({ lat: 89.9, lng: 0 }, 50);
    expect(box).toMatchObject({ north: 90, west: -180, east: 180 });
  });
});
