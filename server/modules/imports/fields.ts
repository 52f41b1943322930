import { reverseNearest } from '../../lib/geo/gazetteer.js';
import { timeZoneAt } from '../../lib/hours/index.js';

/** Trimmed, inner whitespace collapsed, cut to `max` characters; '' for nothing. */
export const cleanText = (value: unknown, max = 200): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, ' ').trim().slice(0, max) : '';

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'listing';

/** An http(s) URL or null; 'www.example.com' gains its https://. */
export function webUrl(value: unknown): string | null {
  let text = cleanText(value, 300);
  if (!text) return null;
  if (/^www\./i.test(text)) text = `https://${text}`;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

/** Why a position cannot be a listing's, or null when it can. (0, 0) is the classic "no value" default. */
export function positionProblem(lat: number, lng: number): string | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return 'missing or unreadable coordinates';
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return `coordinates out of range (${lat}, ${lng})`;
  if (lat === 0 && lng === 0) return 'coordinates are 0, 0 (no position)';
  return null;
}

// The zones of the countries our sources reach (USDA: US; OSM extract: D-A-CH and neighbours), for
// points without an address country. Zones are drawn along borders, so the zone names the country.
const ZONE_COUNTRY: Record<string, string> = {
  'Europe/Berlin': 'DE',
  'Europe/Busingen': 'DE',
  'Europe/Vienna': 'AT',
  'Europe/Zurich': 'CH',
  'Europe/Vaduz': 'LI',
  'Europe/Amsterdam': 'NL',
  'Europe/Brussels': 'BE',
  'Europe/Luxembourg': 'LU',
  'Europe/Paris': 'FR',
  'Europe/Monaco': 'MC',
  'Europe/Rome': 'IT',
  'Europe/San_Marino': 'SM',
  'Europe/Vatican': 'VA',
  'Europe/Prague': 'CZ',
  'Europe/Bratislava': 'SK',
  'Europe/Warsaw': 'PL',
  'Europe/Copenhagen': 'DK',
  'Europe/Budapest': 'HU',
  'Europe/Ljubljana': 'SI',
  'Europe/Zagreb': 'HR',
  'Europe/London': 'GB',
  'Europe/Dublin': 'IE',
  'Europe/Madrid': 'ES',
  'Europe/Lisbon': 'PT',
  'Europe/Oslo': 'NO',
  'Europe/Stockholm': 'SE',
  'Europe/Helsinki': 'FI',
  'Europe/Andorra': 'AD',
  'Europe/Malta': 'MT',
  'Europe/Athens': 'GR',
  'Europe/Bucharest': 'RO',
  'Europe/Sofia': 'BG',
  'Europe/Belgrade': 'RS',
  'Europe/Sarajevo': 'BA',
  'Europe/Podgorica': 'ME',
  'Europe/Skopje': 'MK',
  'Europe/Tirane': 'AL',
  'Europe/Vilnius': 'LT',
  'Europe/Riga': 'LV',
  'Europe/Tallinn': 'EE',
  'Europe/Kiev': 'UA',
  'Europe/Kyiv': 'UA',
  'Europe/Chisinau': 'MD',
  'Europe/Minsk': 'BY',
  'Europe/Gibraltar': 'GI',
};

/** ISO country code at a point: the US/Canada gazetteer first, then the time zone; null if unknown. */
export function countryAt(lat: number, lng: number): string | null {
  const near = reverseNearest(lat, lng, 50);
  if (near) return near.country;
  try {
    return ZONE_COUNTRY[timeZoneAt(lat, lng)] ?? null;
  } catch {
    return null;
  }
}
