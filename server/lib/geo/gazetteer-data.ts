import { createRequire } from 'node:module';
import { placeKey, titleCase } from './normalize.js';
import { FSA_PROVINCE, MILITARY_REGIONS, US_REGIONS } from './regions.js';

/** One US ZIP code or Canadian FSA (first 3 characters of a postal code) with its centroid. */
export interface PostalUnit {
  code: string;
  lat: number;
  lng: number;
  /** Display name: the ZIP's city, or the cleaned FSA name ("Eastern Alberta (St. Paul)"). */
  place: string;
  region: string;
  country: 'US' | 'CA';
  /** Index into `cities`, or -1 (Canadian rural/government FSAs name regions, not towns). */
  city: number;
}

export interface City {
  name: string;
  key: string;
  region: string;
  country: 'US' | 'CA';
  /** Centroid of the city's postal units. */
  lat: number;
  lng: number;
  /** Number of postal units: our proxy for the size of the place. */
  units: number;
}

export interface GazetteerData {
  units: PostalUnit[];
  cities: City[];
}

interface RawRow {
  zip: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  state: string;
  country: string;
}

/** Trailing words of Canadian FSA names that split a city into parts ("Lethbridge West And Central"). */
const CA_PART_WORDS = new Set([
  'north',
  'south',
  'east',
  'west',
  'central',
  'northeast',
  'northwest',
  'southeast',
  'southwest',
  'ne',
  'nw',
  'se',
  'sw',
  'and',
  'mid',
  'inner',
  'outer',
  'upper',
  'lower',
  'outskirts',
  'extremities',
  'rcm',
]);
/** FSAs of institutions and buildings, not a town ("Quebec Provincial Government", "Place Bonaventure"). */
const CA_NOT_A_TOWN = /government|po boxes|business reply|reserved|offices|^(place|tour) /i;

/**
 * Canadian FSA name → the town it belongs to, or null. Urban FSAs are named "Calgary (rundle / …)",
 * "Medicine Hat Central", "Downtown Toronto (…)"; rural ones (digit 0: "T0E Western Alberta (jasper)")
 * name a whole region whose centroid can be hundreds of km from the town in parentheses, so they are
 * not indexed as towns (they still resolve by code).
 */
function canadianTown(fsa: string, name: string): string | null {
  if (fsa[1] === '0' || CA_NOT_A_TOWN.test(name)) return null;
  const words = name
    .replace(/\s*\(.*$/, '')
    .trim()
    .split(/\s+/);
  while (words.length > 1 && CA_PART_WORDS.has(words[words.length - 1].toLowerCase())) words.pop();
  if (words.length > 1 && /^(central|downtown)$/i.test(words[0])) words.shift();
  return titleCase(words.join(' '));
}

/** Drops missing (null, or 0,0 for APO ZIPs) and impossible coordinates; < 85: H0H "Santa Claus" is at 90. */
function hasValidCoords(r: RawRow): r is RawRow & { latitude: number; longitude: number } {
  const { latitude: lat, longitude: lng } = r;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat !== 0 &&
    lng !== 0 &&
    Math.abs(lat) < 85 &&
    Math.abs(lng) <= 180
  );
}

/** Loads and cleans the `zipcodes` tables (synchronous: resolveLocation is synchronous). */
export function loadGazetteerData(): GazetteerData {
  const require = createRequire(import.meta.url);
  const rows = Object.values((require('zipcodes') as { codes: Record<string, RawRow> }).codes);

  const units: PostalUnit[] = [];
  const towns: (string | null)[] = [];
  for (const r of rows) {
    if (!hasValidCoords(r)) continue;
    if (r.country === 'US') {
      if (MILITARY_REGIONS.has(r.state) || !Object.hasOwn(US_REGIONS, r.state)) continue;
      units.push({ code: r.zip, lat: r.latitude, lng: r.longitude, place: r.city, region: r.state, country: 'US', city: -1 });
      towns.push(r.city);
    } else {
      const province = r.zip[0] === 'X' && /nunavut/i.test(r.state) ? 'NU' : FSA_PROVINCE[r.zip[0]];
      if (!province) continue;
      const place = titleCase(r.city);
      units.push({ code: r.zip, lat: r.latitude, lng: r.longitude, place, region: province, country: 'CA', city: -1 });
      towns.push(canadianTown(r.zip, r.city));
    }
  }
  const kept = dropSignFlips(units);
  const cities = groupCities(units, towns, kept);
  return { units: units.filter((_, i) => kept[i]), cities };
}

/**
 * A few rows have a longitude with the wrong sign (10200 "New York" at +73.95): drop any unit whose
 * longitude sign differs from the median of its region (Guam and the other Pacific territories really are
 * east of Greenwich, so a fixed "lng < 0" rule would not do).
 */
function dropSignFlips(units: PostalUnit[]): boolean[] {
  const lngs = new Map<string, number[]>();
  for (const u of units) {
    const list = lngs.get(u.region);
    if (list) list.push(u.lng);
    else lngs.set(u.region, [u.lng]);
  }
  const medianSign = new Map<string, number>();
  for (const [region, list] of lngs) medianSign.set(region, Math.sign(list.sort((a, b) => a - b)[list.length >> 1]));
  return units.map((u) => Math.sign(u.lng) === medianSign.get(u.region));
}

/** Groups kept units by (town key, region); sets `unit.city`; city centroid = mean of its units. */
function groupCities(units: PostalUnit[], towns: (string | null)[], kept: boolean[]): City[] {
  const cities: City[] = [];
  const ids = new Map<string, number>();
  units.forEach((u, i) => {
    const town = towns[i];
    if (!kept[i] || !town) return;
    const key = placeKey(town);
    if (!key) return;
    const id = `${key}|${u.region}`;
    let c = ids.get(id);
    if (c === undefined) {
      c = cities.push({ name: town, key, region: u.region, country: u.country, lat: 0, lng: 0, units: 0 }) - 1;
      ids.set(id, c);
    }
    const city = cities[c];
    city.lat += u.lat;
    city.lng += u.lng;
    city.units++;
    u.city = c;
  });
  for (const c of cities) {
    c.lat /= c.units;
    c.lng /= c.units;
  }
  return cities;
}
