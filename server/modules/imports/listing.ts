import type { CategoryId, FarmKind, FeatureId, PaymentMethodId } from '@common/farms/catalog.js';
import { timeZoneAt, validateOpeningHours } from '../../lib/hours/index.js';
import { cleanText, positionProblem } from './fields.js';

export { IMPORT_FORMATS, type ImportFormat } from '@common/schemas/imports.js';

export interface ImportedProduct {
  name: string;
  category: CategoryId;
}

/** One source record, mapped onto the listing fields an import owns. */
export interface ImportedListing {
  externalId: string;
  name: string;
  kind: FarmKind;
  address: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
  lat: number;
  lng: number;
  timeZone: string;
  openingHours: string | null;
  categories: CategoryId[];
  features: FeatureId[];
  paymentMethods: PaymentMethodId[];
  /** Cards by tap (OSM `payment:contactless`): the listing's payment details. */
  tapToPay: boolean;
  phone: string | null;
  website: string | null;
  email: string | null;
  products: ImportedProduct[];
  /** When the source last checked the hours (or the place), if it says: the listing's hours_confirmed_at. */
  hoursCheckedAt: Date | null;
}

export type ListingDraft = Omit<ImportedListing, 'timeZone'>;
/** A mapped record, or why it was rejected (shown to the admin, per row). */
/** A listing (with what was left out of it, if anything) or the reason the row is refused. */
export type Mapped = { listing: ImportedListing; warning?: string } | { reject: string };

const uniq = <T>(xs: T[]) => [...new Set(xs)];

// The opening_hours library needs 1–5 ms a value and sources repeat values ("24/7", "Sa 08:00-13:00"):
// remember verdicts per value and place (the verdict does not depend on the exact coordinates).
const verdicts = new Map<string, boolean>();
function hoursAccepted(value: string, place: { lat: number; lng: number; countryCode: string; region: string }): boolean {
  const key = `${value}|${place.countryCode}|${place.region}`;
  let ok = verdicts.get(key);
  if (ok === undefined) {
    ok = validateOpeningHours(value, place).ok;
    if (verdicts.size >= 20_000) verdicts.clear();
    verdicts.set(key, ok);
  }
  return ok;
}

/**
 * The checks every source shares: a name, a real position, the zone at that position, and hours that
 * the opening_hours library accepts for that place (unreadable hours become null, not a rejection:
 * the listing then shows "Hours not listed").
 */
export function finishListing(draft: ListingDraft): Mapped {
  const name = cleanText(draft.name, 100);
  if (name.length < 2) return { reject: 'no name' };
  const problem = positionProblem(draft.lat, draft.lng);
  if (problem) return { reject: problem };
  const place = { lat: draft.lat, lng: draft.lng, countryCode: draft.country, region: draft.region };
  const givenHours = draft.openingHours?.trim() || null;
  const openingHours = givenHours && hoursAccepted(givenHours, place) ? givenHours : null;
  const seen = new Set<string>();
  const products = draft.products.filter((p) => !seen.has(p.name.toLowerCase()) && seen.add(p.name.toLowerCase())).slice(0, 40);
  return {
    listing: {
      ...draft,
      name,
      openingHours,
      timeZone: timeZoneAt(draft.lat, draft.lng),
      categories: uniq([...draft.categories, ...products.map((p) => p.category)]),
      features: uniq(draft.features),
      paymentMethods: uniq(draft.paymentMethods),
      phone: cleanText(draft.phone, 40) || null,
      products,
    },
    ...(givenHours && !openingHours
      ? { warning: `hours “${givenHours.length > 60 ? `${givenHours.slice(0, 60)}…` : givenHours}” could not be read: saved without hours` }
      : {}),
  };
}
