import OpeningHours, { type nominatim_object } from 'opening_hours';
import { Lru } from './lru.js';
import { readableLibraryError } from './messages.js';

/** Where a listing is: enough for sun times (lat/lng) and public holidays (country, region). */
export interface HoursPlace {
  lat: number;
  lng: number;
  countryCode?: string;
  /** State or province: a name ("New York") or its ISO 3166-2 code ("NY"). */
  region?: string;
}

/**
 * Runs a synchronous opening_hours call with console.error muted: the library logs each error it
 * throws for missing holiday data ("please submit a pull request"), and every such throw is caught
 * and turned into a result here (unknown hours or a validation warning), so the log is only noise.
 */
export function quietly<T>(fn: () => T): T {
  const original = console.error;
  console.error = () => {};
  try {
    return fn();
  } finally {
    console.error = original;
  }
}

export type ParsedHours = { oh: OpeningHours; key: string } | { error: string };
const OPTIONS = 0; // mode 0: time ranges, as for the opening_hours tag (and the corpus reference)

/**
 * The library's "nominatim object". lat/lon must be strings: numbers are silently ignored and the sun
 * is then assumed to rise at 06:00. Regions given as codes ("NY") only resolve through the ISO field.
 */
export function nominatimPlace(place: HoursPlace, decimals = 3): nominatim_object {
  const address: Record<string, string> = {};
  const cc = place.countryCode?.trim().toLowerCase();
  const region = place.region?.trim();
  if (cc) address.country_code = cc;
  if (region) {
    address.state = region;
    if (cc && /^[a-z0-9]{1,3}$/i.test(region)) address['ISO3166-2-lvl4'] = `${cc.toUpperCase()}-${region.toUpperCase()}`;
  }
  return { lat: place.lat.toFixed(decimals), lon: place.lng.toFixed(decimals), address } as unknown as nominatim_object;
}

// Rules the grid writes for holidays ("PH off"). Without a country the library cannot place them, so
// they are dropped rather than losing the listing's weekly hours altogether.
const HOLIDAY_CLOSURE = /^\s*(PH|SH)(\s*,\s*(PH|SH))*\s+(off|closed)\s*$/i;
function withoutHolidayClosures(value: string): string | null {
  if (value.includes('"')) return null;
  const rules = value.split(';');
  const kept = rules.filter((r) => !HOLIDAY_CLOSURE.test(r));
  return kept.length < rules.length && kept.some((r) => r.trim()) ? kept.join(';') : null;
}

function build(value: string, place: HoursPlace, key: string): ParsedHours {
  const nominatim = nominatimPlace(place);
  try {
    return { oh: quietly(() => new OpeningHours(value, nominatim, OPTIONS)), key };
  } catch (error) {
    const message = readableLibraryError(error, value);
    const stripped = /holidays/i.test(message) ? withoutHolidayClosures(value) : null;
    if (stripped === null) return { error: message };
    try {
      return { oh: quietly(() => new OpeningHours(stripped, nominatim, OPTIONS)), key };
    } catch {
      return { error: message };
    }
  }
}

// Values repeat a lot ("24/7", "Mo-Sa 08:00-18:00"), so parsed objects are shared. The zone is part of
// the key in case the library keeps anything computed in local time; coordinates only matter for
// sunrise/sunset values, so they join the key only for those (rounded to ~100 m, a second of sun).
const parsed = new Lru<string, ParsedHours & { sun?: boolean }>(5000);
const SUN = /\b(sunrise|sunset|dawn|dusk)\b/;
const safePretty = (oh: OpeningHours): string => {
  try {
    return oh.prettifyValue();
  } catch {
    return 'sunrise'; // unsure: keep the coordinates in the key
  }
};

/** Parses (or reuses) `value` for `place`. Call inside withTimeZone(zone). Never throws. */
export function parseHours(value: string, place: HoursPlace, zone: string): ParsedHours {
  const baseKey = JSON.stringify([value, zone, place.countryCode?.toLowerCase() ?? '', place.region ?? '']);
  let entry = parsed.get(baseKey);
  if (!entry) {
    const built = build(value, place, baseKey);
    entry = { ...built, sun: 'oh' in built && SUN.test(safePretty(built.oh)) };
    parsed.set(baseKey, entry);
  }
  if (!entry.sun) return entry;
  const sunKey = `${baseKey}@${place.lat.toFixed(3)},${place.lng.toFixed(3)}`;
  let sunEntry = parsed.get(sunKey);
  if (!sunEntry) parsed.set(sunKey, (sunEntry = build(value, place, sunKey)));
  return sunEntry;
}

export const clearHoursCache = (): void => parsed.clear();
