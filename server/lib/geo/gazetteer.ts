import type { PostalUnit } from './gazetteer-data.js';
import { getIndex } from './gazetteer-index.js';
import { foldedTokens, placeKey, tokensKey } from './normalize.js';
import { countryCode, regionCode } from './regions.js';

export { warmGazetteer, gazetteerStats } from './gazetteer-index.js';
export { suggestLocations, type Suggestion } from './suggest.js';

/**
 * Offline place resolution (ZIP / postal code / "City, ST" / "lat,lng") over the `zipcodes` package
 * (US ZIPs + Canadian FSAs). Loaded and indexed once, on first use or by warmGazetteer().
 */

export interface ResolvedPlace {
  lat: number;
  lng: number;
  /** 'Davis, CA 95616' (postal code), 'Davis, CA' (city) or '38.5400, -121.7400' (coordinates). */
  label: string;
  kind: 'zip' | 'city' | 'coords';
  country: 'US' | 'CA';
  /** State / province / territory code. */
  region: string;
  /** ZIP, or the FSA ("K1A") for Canada: the data has no finer Canadian postal codes. */
  postalCode?: string;
  city?: string;
  /**
   * A bare town name shared by several places ("Springfield"): the few most significant, the answer first, so that
   * the search pages offer the choice instead of silently picking one (issue 34, point 10).
   */
  choices?: PlaceChoice[];
}

export interface PlaceChoice {
  label: string;
  lat: number;
  lng: number;
  region: string;
  country: 'US' | 'CA';
}

/** How many same-named places to offer: enough for the big ones, few enough to read on a phone. */
export const MAX_CHOICES = 6;

export interface NearestPlace {
  /** Null for Canadian rural FSAs, which cover a region rather than a town. */
  city: string | null;
  region: string;
  postalCode: string;
  country: 'US' | 'CA';
}

/** No place name is this long; longer input is rejected before any work (it is a query parameter). */
const MAX_QUERY_LENGTH = 120;
/** A typed "lat,lng" farther than this from every ZIP/FSA centroid is outside our coverage. */
export const COVERAGE_KM = 100;

const ZIP = /^(\d{5})(?:[-\s]?\d{4})?$/;
const CA_POSTAL = /^([a-z]\d[a-z])(?:[-\s]?\d[a-z]\d)?$/i;
const ZIP_IN_TEXT = /(^|[\s,])(\d{5})(?:-\d{4})?(?=$|[\s,])/;
const COORDS = /^([+-]?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*([+-]?\d{1,3}(?:\.\d+)?)$/;

/** Typed location → coordinates, or null if unknown. Never throws on user input. */
export function resolveLocation(query: string): ResolvedPlace | null {
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) return null;
  let q = query.trim();
  if (!q) return null;
  const coords = COORDS.exec(q);
  if (coords) return resolveCoords(Number(coords[1]), Number(coords[2]));
  const code = ZIP.exec(q)?.[1] ?? CA_POSTAL.exec(q)?.[1]?.toUpperCase();
  if (code) return placeOfUnit(getIndex().units.get(code));

  // "Davis, CA 95616": a ZIP in the text is its most precise part; an unknown one is ignored.
  const zip = ZIP_IN_TEXT.exec(q);
  if (zip) {
    const unit = getIndex().units.get(zip[2]);
    if (unit) return placeOfUnit(unit);
    q = `${q.slice(0, zip.index)}${zip[1]}${q.slice(zip.index + zip[0].length)}`.trim();
  }
  if (q.includes(',')) {
    const comma = q.lastIndexOf(',');
    const found = cityIn(placeKey(q.slice(0, comma)), q.slice(comma + 1));
    if (found !== undefined) return found;
  }
  // "Davis CA", "Davis California", "Charleston West Virginia": a 1–3 word region at the end.
  const tokens = foldedTokens(q);
  for (let n = Math.min(3, tokens.length - 1); n >= 1; n--) {
    const found = cityIn(tokensKey(tokens.slice(0, -n)), tokens.slice(-n).join(' '));
    if (found) return found;
  }
  return placeWithChoices(tokensKey(tokens));
}

/** A bare city name: the most significant city of that name, with the others of that name when there are any. */
function placeWithChoices(key: string): ResolvedPlace | null {
  const ids = getIndex().citiesByKey.get(key);
  const place = placeOfCity(ids?.[0]);
  if (!place || !ids || ids.length < 2) return place;
  const choices = ids.slice(0, MAX_CHOICES).map((id) => {
    const c = getIndex().cities[id];
    return { label: `${c.name}, ${c.region}`, lat: c.lat, lng: c.lng, region: c.region, country: c.country };
  });
  return { ...place, choices };
}

/**
 * City `key` in the region or country named by `where`. Undefined if `where` names neither (the
 * caller then tries other readings), null if it does but has no such city.
 */
function cityIn(key: string, where: string): ResolvedPlace | null | undefined {
  const region = regionCode(where);
  const country = region ? undefined : countryCode(where);
  if (!region && !country) return undefined;
  const { cities, citiesByKey } = getIndex();
  const id = citiesByKey.get(key)?.find((i) => (region ? cities[i].region === region : cities[i].country === country));
  return id === undefined ? null : placeOfCity(id);
}

function placeOfCity(id: number | undefined): ResolvedPlace | null {
  if (id === undefined) return null;
  const c = getIndex().cities[id];
  return { lat: c.lat, lng: c.lng, label: `${c.name}, ${c.region}`, kind: 'city', country: c.country, region: c.region, city: c.name };
}

function placeOfUnit(u: PostalUnit | undefined): ResolvedPlace | null {
  if (!u) return null;
  const city = u.city >= 0 ? getIndex().cities[u.city].name : undefined;
  const label = `${city ?? u.place}, ${u.region} ${u.code}`;
  return { lat: u.lat, lng: u.lng, label, kind: 'zip', country: u.country, region: u.region, postalCode: u.code, city };
}

function resolveCoords(lat: number, lng: number): ResolvedPlace | null {
  const near = reverseNearest(lat, lng, COVERAGE_KM);
  if (!near) return null;
  const label = `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
  return { lat, lng, label, kind: 'coords', country: near.country, region: near.region, postalCode: near.postalCode, city: near.city ?? undefined };
}

/**
 * Nearest ZIP/FSA centroid to a point (to prefill address fields from a dropped pin), or null if none
 * is within `maxKm` (a pin outside the US and Canada).
 */
export function reverseNearest(lat: number, lng: number, maxKm = COVERAGE_KM): NearestPlace | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  const hit = getIndex().grid.nearest(lat, lng, maxKm);
  if (!hit) return null;
  const u = hit.point;
  const city = u.city >= 0 ? getIndex().cities[u.city].name : u.country === 'US' ? u.place : null;
  return { city, region: u.region, postalCode: u.code, country: u.country };
}
