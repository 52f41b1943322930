import { msg } from '@common/i18n/keys.js';
import type { z } from 'zod';
import type { FarmInputSchema, ProductInputSchema } from '@common/schemas/farms.js';
import type { FarmProductRow, FarmRow } from '../../db/schema/index.js';
import { badRequest, withValues } from '../../lib/errors.js';
import { timeZoneAt, validateOpeningHours } from '../../lib/hours/index.js';
import type { FarmWrite, ProductWrite } from './farms.repository.js';
import { paymentDetailsOf, type PaymentDetails } from '@common/schemas/payments.js';
import type { PaymentMethodId } from '@common/farms/catalog.js';

export type FarmInputValue = z.output<typeof FarmInputSchema>;
type ProductInputValue = z.output<typeof ProductInputSchema>;
export type ListingFields = Omit<FarmInputValue, 'products'>;

export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80) || 'listing';

const unique = <T>(xs: T[]) => [...new Set(xs)];

/**
 * The columns written for a listing's fields. Hours are checked with the opening_hours library at the
 * listing's place (holidays need its country and region); the zone always follows the position, and the
 * slug the name, so neither can go stale.
 */
export function farmWrite(f: ListingFields): Omit<FarmWrite, 'ownerId' | 'status'> {
  if (f.openingHours) {
    const check = validateOpeningHours(f.openingHours, { lat: f.lat, lng: f.lng, countryCode: f.country, region: f.region });
    if (!check.ok) {
      const unreadable = withValues('errors:farms.openingHours', { error: check.problem });
      throw badRequest(unreadable, { openingHours: check.problem });
    }
  }
  return {
    name: f.name,
    slug: slugify(f.name),
    kind: f.kind,
    description: f.description,
    address: f.address,
    city: f.city,
    region: f.region,
    postalCode: f.postalCode,
    country: f.country,
    lat: f.lat,
    lng: f.lng,
    timeZone: timeZoneAt(f.lat, f.lng),
    openingHours: f.openingHours,
    categories: unique(f.categories),
    features: unique(f.features),
    ...paymentWrite(f.paymentMethods, f.payment),
    phone: f.phone,
    website: f.website,
    email: f.email,
  };
}

/** The listing's current fields, in input form: a PATCH is merged onto these and validated as a whole. */
export function fieldsOf(row: FarmRow): ListingFields {
  const { name, kind, description, address, city, region, postalCode, country, lat, lng, openingHours, phone, website, email } = row;
  return {
    ...{ name, kind, description, address, city, region, postalCode, country, lat, lng, openingHours, phone, website, email },
    categories: row.categories as ListingFields['categories'],
    features: row.features as ListingFields['features'],
    paymentMethods: row.paymentMethods as ListingFields['paymentMethods'],
    payment: paymentDetailsOf(row.paymentDetails),
  };
}

const HANDLE_METHOD = { venmo: 'venmo', paypal: 'paypal', cashApp: 'cash-app', zelle: 'zelle', other: 'other' } as const;

/**
 * The methods and their details kept together (decision 065): a handle names its method (an API client that sends
 * `venmo` sets Venmo), a method left out drops its handle, and a benefit's "how" only stays with the benefit.
 */
export function paymentWrite(methods: PaymentMethodId[], details: PaymentDetails): { paymentMethods: PaymentMethodId[]; paymentDetails: PaymentDetails } {
  const chosen = new Set(methods);
  for (const [key, method] of Object.entries(HANDLE_METHOD)) if (details[key as keyof typeof HANDLE_METHOD]) chosen.add(method);
  const keep = <T>(method: PaymentMethodId, v: T) => (chosen.has(method) ? v : null);
  return {
    paymentMethods: unique([...methods, ...chosen]),
    paymentDetails: {
      venmo: details.venmo,
      paypal: details.paypal,
      cashApp: details.cashApp,
      zelle: details.zelle,
      other: details.other,
      tapToPay: chosen.has('card') && details.tapToPay,
      incentiveProgram: keep('incentive', details.incentiveProgram),
      how: {
        'snap-ebt': keep('snap-ebt', details.how['snap-ebt']),
        wic: keep('wic', details.how.wic),
        fmnp: keep('fmnp', details.how.fmnp),
        incentive: keep('incentive', details.how.incentive),
      },
    },
  };
}

/** Product inputs checked against the listing's products: an id must be one of them, and only once. */
export function productWrites(list: ProductInputValue[], existing: FarmProductRow[]): ProductWrite[] {
  const known = new Set(existing.map((p) => p.id));
  const seen = new Set<string>();
  list.forEach((p, i) => {
    if (p.id && (!known.has(p.id) || seen.has(p.id)))
      throw badRequest('errors:farms.productIdNotOnListing', { [`products.${i}.id`]: msg('errors:farms.unknownProduct') });
    if (p.id) seen.add(p.id);
  });
  return list.map(({ id, name, category, available, priceCents, unit, note }) => ({ id, name, category, available, priceCents, unit, note }));
}

/** Publishing needs what a listing is found by: a name, a position (always there) and a category. */
export function assertPublishable(f: ListingFields) {
  if (f.categories.length === 0) {
    throw badRequest('errors:farms.categoryBeforePublishing', { categories: msg('errors:farms.chooseCategory') });
  }
}
