import { z } from 'zod';
import { PaymentDetailsSchema, type PaymentDetails } from './payments.js';
import { msg } from '../i18n/keys.js';
import { PICKING_CONDITIONS } from '../limits.js';
import { AcceptsSchema, CategorySchema, FarmKindSchema, FarmSearchQuerySchema, FeatureSchema, FarmMapQuerySchema, PaymentMethodSchema } from './farms.js';
import { InSeasonQuerySchema } from './in-season.js';
import { uuidParam } from './params.js';

/**
 * The open-data API (`/api/v1`, decision 036): what others build on. These answers are their own schemas, not the
 * app's internal ones: a change to what the site's pages need never changes them. A field may be added within v1;
 * one is never removed or renamed (that is a v2). The answers' outer schemas have no component id, so that each
 * route's examples (server/modules/open-data/open-data.examples.ts) show in the document beside them.
 */

// ---------- licenses ----------

/** Where a row comes from decides its license: OpenStreetMap rows stay ODbL, USDA rows are public domain. */
export const V1LicenseSchema = z
  .object({
    /** `ODbL-1.0`, `public-domain`, or `site-terms` (the site's own terms of use). */
    id: z.enum(['ODbL-1.0', 'public-domain', 'site-terms']),
    /** The credit to show beside the data. */
    attribution: z.string(),
    url: z.string(),
    /** The dataset the row was imported from (`osm`, `usda`, `csv`), or null for a listing written on the site. */
    source: z.string().nullable(),
  })
  .meta({ id: 'V1License', description: 'The license of one listing’s data and the credit to give with it.' });
export type V1License = z.infer<typeof V1LicenseSchema>;

// ---------- listings ----------

export const V1FreshnessSchema = z
  .object({
    /** `fresh` (hours confirmed in the last 30 days), `aging` (180) or `stale` (older, or never). */
    level: z.enum(['fresh', 'aging', 'stale']),
    hoursConfirmedAt: z.string().nullable(),
    hoursConfirmedBy: z.enum(['owner', 'visitor', 'import']).nullable(),
    /** The last time any product was marked available or sold out. */
    stockUpdatedAt: z.string().nullable(),
  })
  .meta({ id: 'V1Freshness', description: 'How recently the listing’s hours and stock were confirmed, and by whom.' });

export const V1OpenSchema = z
  .object({
    status: z.enum(['open', 'closed', 'unknown']),
    /** When it closes (open) or next opens (closed); null when unknown. */
    nextChange: z.string().nullable(),
  })
  .meta({ id: 'V1Open', description: 'Open or closed at the instant asked about (now, or `openAt`), in the listing’s own time zone.' });

export const V1ListingSchema = z
  .object({
    id: z.number(),
    name: z.string(),
    kind: FarmKindSchema,
    /** The listing's page on the site: link to it when you show the listing. */
    url: z.string(),
    city: z.string(),
    region: z.string(),
    lat: z.number(),
    lng: z.number(),
    timeZone: z.string(),
    verified: z.boolean(),
    categories: z.array(CategorySchema),
    features: z.array(FeatureSchema),
    /** What it takes that a shopper can search by (`accepts=`): snap, wic, fmnp, incentive, card, mobile. */
    accepts: z.array(AcceptsSchema),
    rating: z.object({ average: z.number().nullable(), count: z.number() }),
    availableProducts: z.array(z.object({ name: z.string(), updatedAt: z.string() })),
    /** In `unit`, when a place was given. */
    distance: z.number().nullable(),
    open: V1OpenSchema,
    freshness: V1FreshnessSchema,
    /** At a u-pick: the best current picking among its crops (`excellent` … `done-for-season`), who said it (`farmer` or
     * `visitor`) and when. Absent where nobody has said. A visitor's word counts 3 days, the farmer's 7. */
    picking: z.object({ condition: z.enum(PICKING_CONDITIONS), source: z.enum(['farmer', 'visitor']), at: z.string() }).optional(),
    license: V1LicenseSchema,
    updatedAt: z.string(),
  })
  .meta({ id: 'V1Listing', description: 'A published listing, as search answers it.' });
export type V1Listing = z.infer<typeof V1ListingSchema>;

export const V1ListingPageSchema = z.object({
  items: z.array(V1ListingSchema),
  /** Pass it back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  generatedAt: z.string(),
});
export type V1ListingPage = z.infer<typeof V1ListingPageSchema>;

export const V1PaymentSchema = PaymentDetailsSchema.omit({ zelle: true }).meta({ id: 'V1Payment' });
export type V1Payment = z.infer<typeof V1PaymentSchema>;
/** A listing's payment details as open data: everything but Zelle's email or phone. */
export const v1Payment = ({ zelle: _zelle, ...rest }: PaymentDetails): V1Payment => rest;

export const V1ListingDetailSchema = V1ListingSchema.omit({ distance: true, picking: true })
  .extend({
    description: z.string(),
    address: z.string(),
    postalCode: z.string(),
    country: z.string(),
    /** The OpenStreetMap `opening_hours` value, as the farmer or the source wrote it. */
    openingHours: z.string().nullable(),
    /** The next seven days in the listing's zone: `{ date, weekday, intervals: [{ from, to }] }`. */
    week: z.array(z.object({ date: z.string(), weekday: z.string(), intervals: z.array(z.object({ from: z.string(), to: z.string() })) })),
    products: z.array(
      z.object({
        name: z.string(),
        category: CategorySchema,
        available: z.boolean(),
        availableUpdatedAt: z.string(),
        availableSource: z.enum(['farmer', 'visitor', 'sign', 'import']),
      }),
    ),
    paymentMethods: z.array(PaymentMethodSchema),
    /** Handles shoppers pay to, tap to pay, and how each benefit works there. Zelle's email or phone is left out
     * (decision 065): open data carries no one's email. */
    payment: V1PaymentSchema,
    phone: z.string().nullable(),
    website: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'V1ListingDetail', description: 'Everything public about one listing. Email addresses are never part of the open data.' });
export type V1ListingDetail = z.infer<typeof V1ListingDetailSchema>;

export const V1ListingAnswerSchema = z.object({ listing: V1ListingDetailSchema, generatedAt: z.string() });
export type V1ListingAnswer = z.infer<typeof V1ListingAnswerSchema>;

// ---------- map ----------

const V1PointSchema = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });
export const V1MapSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: V1PointSchema,
      properties: z.union([
        z.object({ cluster: z.literal(true), count: z.number(), expansionZoom: z.number() }),
        z.object({
          cluster: z.literal(false),
          id: z.number(),
          name: z.string(),
          kind: FarmKindSchema,
          open: V1OpenSchema.shape.status,
          freshness: V1FreshnessSchema.shape.level,
          license: V1LicenseSchema.shape.id,
        }),
      ]),
    }),
  ),
  generatedAt: z.string(),
});
export type V1Map = z.infer<typeof V1MapSchema>;

// ---------- in season ----------

export const V1InSeasonSchema = z.object({
  items: z.array(
    z.object({
      product: z.string(),
      category: CategorySchema,
      listingCount: z.number(),
      openNowCount: z.number(),
      nearest: z.object({ id: z.number(), name: z.string(), distance: z.number(), freshness: V1FreshnessSchema, license: V1LicenseSchema }),
    }),
  ),
  unit: z.enum(['mi', 'km']),
  generatedAt: z.string(),
});
export type V1InSeason = z.infer<typeof V1InSeasonSchema>;

// ---------- input ----------

/**
 * The public search's own filters (`/api/farms`): near/location and radius, q, available, category, open=now, openAt…
 * A parameter v1 does not know is a 400 naming it, not ignored: `catgory=fruit` or `category[]=fruit` (what some
 * HTTP libraries send for a list) would otherwise answer every listing as if filtered.
 */
export const V1ListingsQuerySchema = FarmSearchQuerySchema.strict();
export const V1MapQuerySchema = FarmMapQuerySchema.strict();
export const V1InSeasonQuerySchema = InSeasonQuerySchema.strict();

// ---------- keys (account settings) ----------

export const API_KEY_LIMITS = {
  /** Keys in use at once per account; revoked keys do not count. */
  perUser: 10,
  nameMax: 60,
} as const;

export const ApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The key's first characters, to recognise it: never enough to use it. */
    prefix: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema), limit: z.number() });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const ApiKeyInputSchema = z.strictObject({
  name: z.string().trim().min(1, msg('apiKeys:errors.nameRequired')).max(API_KEY_LIMITS.nameMax, msg('apiKeys:errors.nameTooLong')),
});
export type ApiKeyInput = z.input<typeof ApiKeyInputSchema>;

/** The answer to creating a key: the only time the key itself is ever shown. */
export const ApiKeyCreatedSchema = z.object({ key: ApiKeySchema, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>;

export const ApiKeyParamsSchema = z.object({ id: uuidParam(msg('apiKeys:errors.notFound')) });
