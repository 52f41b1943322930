import { getIndex } from './gazetteer-index.js';
import { expandToken, foldedTokens } from './normalize.js';
import { regionCodesByPrefix } from './regions.js';

export interface Suggestion {
  label: string;
  lat: number;
  lng: number;
}

const MAX_PREFIX_LENGTH = 120;
const MAX_LIMIT = 50;
/** Bounds the work for any prefix (the largest one-letter run, "s", has ~2,900 cities). */
const MAX_SCAN = 5000;
const POSTAL_PREFIX = /^(?:\d{1,5}|[a-z]\d[a-z]?|([a-z]\d[a-z])[-\s]?\d(?:[a-z]\d?)?)$/i;

interface Ranked {
  id: number;
  exact: boolean;
}

/**
 * Autocomplete: postal codes starting with a ZIP/FSA prefix ("9561" → 95610…), otherwise cities whose
 * name starts with the text, exact names first, then the largest. "Davis, ca" and "davis ca" narrow
 * to regions starting with "ca". Reads only the matching run of a sorted index: well under 1 ms.
 */
export function suggestLocations(prefix: string, limit = 8): Suggestion[] {
  if (typeof prefix !== 'string' || prefix.length > MAX_PREFIX_LENGTH) return [];
  const max = Math.min(MAX_LIMIT, Math.max(0, Math.floor(limit) || 0));
  const q = prefix.trim();
  if (!q || !max) return [];
  const postal = POSTAL_PREFIX.exec(q);
  if (postal) return postalSuggestions((postal[1] ?? q).toLowerCase(), max);

  const comma = q.lastIndexOf(',');
  const tokens = foldedTokens(comma < 0 ? q : q.slice(0, comma));
  let found = cityMatches(tokens, comma < 0 ? undefined : q.slice(comma + 1), max);
  // "davis ca": the last word may be the start of a region rather than of the name.
  if (comma < 0 && tokens.length > 1 && found.length < max) {
    const more = cityMatches(tokens.slice(0, -1), tokens.at(-1), max).filter((r) => !found.some((f) => f.id === r.id));
    found = found.concat(more).slice(0, max);
  }
  const { cities } = getIndex();
  return found.map(({ id }) => ({ label: `${cities[id].name}, ${cities[id].region}`, lat: cities[id].lat, lng: cities[id].lng }));
}

function postalSuggestions(prefix: string, max: number): Suggestion[] {
  const { cities, codePrefixes } = getIndex();
  return Array.from(codePrefixes.withPrefix(prefix, max), ({ value: u }) => ({
    label: `${u.city >= 0 ? cities[u.city].name : u.place}, ${u.region} ${u.code}`,
    lat: u.lat,
    lng: u.lng,
  }));
}

/**
 * One- and two-letter prefixes match thousands of cities (~3 ms to rank): their ranking, which never
 * changes, is computed once per prefix (at most 36² lists of MAX_LIMIT ids).
 */
const shortPrefixCache = new Map<string, Ranked[]>();

/** Best `max` cities whose key starts with the tokens' key, optionally in regions starting with `region`. */
function cityMatches(tokens: string[], region: string | undefined, max: number): Ranked[] {
  if (!tokens.length) return [];
  const regions = region?.trim() ? regionCodesByPrefix(region) : undefined;
  const raw = tokens.join('');
  if (regions || raw.length > 2) return scan(tokens, regions, max);
  let ranked = shortPrefixCache.get(raw);
  if (!ranked) shortPrefixCache.set(raw, (ranked = scan(tokens, undefined, MAX_LIMIT)));
  return ranked.slice(0, max);
}

function scan(tokens: string[], regions: Set<string> | undefined, max: number): Ranked[] {
  const { cities, cityPrefixes } = getIndex();
  // "st" may be "St. Louis" (→ saint…) or "Stockton": search both spellings when they differ.
  const keys = new Set([tokens.map(expandToken).join(''), tokens.join('')]);
  const best: Ranked[] = [];
  for (const key of keys) {
    for (const { key: k, value: id } of cityPrefixes.withPrefix(key, MAX_SCAN)) {
      if (regions && !regions.has(cities[id].region)) continue;
      if (best.some((b) => b.id === id)) continue;
      insertTopK(best, { id, exact: k === key }, max);
    }
  }
  return best;
}

/** Keeps `list` sorted best-first and at most `max` long (max is small: insertion is cheapest). */
function insertTopK(list: Ranked[], item: Ranked, max: number): void {
  const { cities } = getIndex();
  const better = (a: Ranked, b: Ranked) =>
    a.exact !== b.exact ? a.exact : cities[a.id].units !== cities[b.id].units ? cities[a.id].units > cities[b.id].units : cities[a.id].name < cities[b.id].name;
  let i = list.length;
  while (i > 0 && better(item, list[i - 1])) i--;
  if (i >= max) return;
  list.splice(i, 0, item);
  if (list.length > max) list.pop();
}
