import { loadGazetteerData, type City, type PostalUnit } from './gazetteer-data.js';
import { NearestGrid } from './nearest-grid.js';
import { PrefixIndex } from './prefix-index.js';

/** The loaded gazetteer and its lookup structures: built once per process, on first use. */
export interface GazetteerIndex {
  units: Map<string, PostalUnit>;
  cities: City[];
  /** City ids by key, most significant first (most postal units, then region code). */
  citiesByKey: Map<string, number[]>;
  /** Autocomplete: city keys and lower-cased postal codes, sorted. */
  cityPrefixes: PrefixIndex<number>;
  codePrefixes: PrefixIndex<PostalUnit>;
  grid: NearestGrid<PostalUnit>;
  loadMs: number;
}

let index: GazetteerIndex | null = null;

export function getIndex(): GazetteerIndex {
  if (!index) index = buildIndex();
  return index;
}

function buildIndex(): GazetteerIndex {
  const started = performance.now();
  const { units, cities } = loadGazetteerData();
  const citiesByKey = new Map<string, number[]>();
  cities.forEach((c, id) => {
    const list = citiesByKey.get(c.key);
    if (list) list.push(id);
    else citiesByKey.set(c.key, [id]);
  });
  const significance = (a: number, b: number) => cities[b].units - cities[a].units || cities[a].region.localeCompare(cities[b].region);
  for (const list of citiesByKey.values()) list.sort(significance);
  return {
    units: new Map(units.map((u) => [u.code, u])),
    cities,
    citiesByKey,
    cityPrefixes: new PrefixIndex(cities.map((c, id) => [c.key, id] as const)),
    codePrefixes: new PrefixIndex(units.map((u) => [u.code.toLowerCase(), u] as const)),
    // Reverse lookups answer with a place to put in an address: not with the FSA of an institution or
    // a building (urban FSA without a town, e.g. H5A "Place Bonaventure" in downtown Montreal).
    grid: new NearestGrid(units.filter((u) => u.city >= 0 || isRuralFsa(u))),
    loadMs: performance.now() - started,
  };
}

function isRuralFsa(u: PostalUnit): boolean {
  return u.country === 'CA' && u.code[1] === '0';
}

/**
 * Loads the gazetteer off the startup path: call without awaiting when the server starts, so the
 * first search does not pay for it. Loading is one synchronous CPU burst (see gazetteerStats().loadMs)
 * on a later tick; it cannot be moved to a worker because lookups are synchronous.
 */
export function warmGazetteer(): Promise<void> {
  return new Promise((resolve, reject) => {
    setImmediate(() => {
      try {
        getIndex();
        resolve();
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
      }
    });
  });
}

/** Size and load time of the gazetteer, or null if it is not loaded yet (for logs and health checks). */
export function gazetteerStats(): { postalUnits: number; cities: number; loadMs: number } | null {
  return index && { postalUnits: index.units.size, cities: index.cities.length, loadMs: index.loadMs };
}
