import crypto from 'node:crypto';
import { z } from 'zod';
import { CategorySchema, FarmKindSchema, FeatureSchema } from '@common/schemas/farms.js';
import { regionCode } from '../../lib/geo/regions.js';
import { cleanText, countryAt, webUrl } from './fields.js';
import { finishListing, type Mapped } from './listing.js';

/** Columns of the plain CSV format (docs/import.md). Only name, lat and lng are required. */
export const CSV_COLUMNS = [
  'name',
  'kind',
  'address',
  'city',
  'region',
  'postal_code',
  'country',
  'lat',
  'lng',
  'opening_hours',
  'categories',
  'features',
  'phone',
  'website',
  'email',
  'external_id',
];
export const CSV_REQUIRED_COLUMNS = ['name', 'lat', 'lng'];

const list = (value: string | undefined) =>
  (value ?? '')
    .split(/[;|]/)
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
const Email = z.email();

/**
 * A row without external_id gets one from its name and position, so importing the same file again
 * updates those rows instead of duplicating them.
 */
function derivedId(name: string, lat: number, lng: number) {
  const basis = `${name.toLowerCase().replace(/\s+/g, ' ').trim()}|${lat.toFixed(4)}|${lng.toFixed(4)}`;
  return `h:${crypto.createHash('sha256').update(basis).digest('hex').slice(0, 24)}`;
}

/** One row of a plain CSV file → a listing, or the first problem found in it. */
export function mapCsvRow(row: Record<string, string>): Mapped {
  const name = cleanText(row.name, 100);
  const lat = cleanText(row.lat) ? Number(row.lat) : NaN;
  const lng = cleanText(row.lng) ? Number(row.lng) : NaN;
  const kind = FarmKindSchema.safeParse(cleanText(row.kind) || 'stand');
  if (!kind.success) return { reject: `unknown kind "${cleanText(row.kind, 40)}" (use stand, u-pick, market or vendor)` };
  const categories = list(row.categories);
  const badCategory = categories.find((c) => !CategorySchema.safeParse(c).success);
  if (badCategory) return { reject: `unknown category "${badCategory.slice(0, 40)}"` };
  const features = list(row.features);
  const badFeature = features.find((f) => !FeatureSchema.safeParse(f).success);
  if (badFeature) return { reject: `unknown feature "${badFeature.slice(0, 40)}"` };
  const website = cleanText(row.website) ? webUrl(row.website) : null;
  if (cleanText(row.website) && !website) return { reject: `website "${cleanText(row.website, 60)}" is not an http(s) address` };
  const email = cleanText(row.email, 254) || null;
  if (email && !Email.safeParse(email).success) return { reject: `email "${email.slice(0, 60)}" is not valid` };
  const givenCountry = cleanText(row.country, 2).toUpperCase();
  const country = /^[A-Z]{2}$/.test(givenCountry) ? givenCountry : Number.isFinite(lat) && Number.isFinite(lng) ? (countryAt(lat, lng) ?? '') : '';
  const region = cleanText(row.region, 100);
  const externalId = cleanText(row.external_id, 100) || (Number.isFinite(lat) && Number.isFinite(lng) ? derivedId(name, lat, lng) : '');
  return finishListing({
    externalId,
    name,
    kind: kind.data,
    address: cleanText(row.address, 200),
    city: cleanText(row.city, 100),
    region: country === 'US' || country === 'CA' ? (regionCode(region) ?? region) : region,
    postalCode: cleanText(row.postal_code, 20),
    country,
    lat,
    lng,
    openingHours: cleanText(row.opening_hours, 1000) || null,
    categories: categories as z.infer<typeof CategorySchema>[],
    features: features as z.infer<typeof FeatureSchema>[],
    paymentMethods: [],
    tapToPay: false,
    phone: cleanText(row.phone, 40) || null,
    website,
    email,
    products: [],
    hoursCheckedAt: null,
  });
}
