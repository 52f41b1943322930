import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { FARM_LIMITS, PICKING_CONDITIONS } from '../limits.js';
import { AVAILABILITY_SOURCES } from './stand-stock.js';
import { ACCEPTS, CATEGORIES, FARM_KINDS, FEATURES, PAYMENT_METHODS } from '../farms/catalog.js';
import { listingIdParam, uuidParam } from './params.js';
import { FreshnessSchema } from './freshness.js';
import { PaymentDetailsInputSchema, PaymentDetailsSchema, EMPTY_PAYMENT_DETAILS } from './payments.js';

/**
 * The listings API contract (docs/product.md §1, §2 and §7), shared by server and client.
 * The server validates input with the *Input/*Query schemas and presents output shaped by the others.
 */
const ids = <T extends ReadonlyArray<{ id: string }>>(list: T) => list.map((x) => x.id) as [T[number]['id'], ...Array<T[number]['id']>];
export const FarmKindSchema = z.enum(ids(FARM_KINDS));
export const CategorySchema = z.enum(ids(CATEGORIES));
export const FeatureSchema = z.enum(ids(FEATURES));
export const PaymentMethodSchema = z.enum(ids(PAYMENT_METHODS));
/** `accepts=` and a card's compact benefits (issue 33 point 2, decision 069). */
export const AcceptsSchema = z.enum(ids(ACCEPTS), { error: msg('errors:farms.acceptsUnknown') });
export const FarmStatusSchema = z.enum(['draft', 'published', 'suspended']);
export const UnitSchema = z.enum(['mi', 'km']);

export { FARM_LIMITS };

// ---------- output ----------

/** Open state, computed on the server in the listing's own time zone. */
export const OpenStateSchema = z
  .object({
    status: z.enum(['open', 'closed', 'unknown']), // unknown = "Hours not listed"
    nextChange: z.string().nullable(), // ISO instant: closes at (when open) / opens next (when closed)
    todayLabel: z.string(), // '8:00 AM – 6:00 PM', 'Closed today' or 'Hours not listed'
    // Closed for the season (closed now and for the next 14 days): the local date it reopens (YYYY-MM-DD) or null
    // when the hours name none. Absent or null: in season. Its products are then last season's, never "available".
    season: z.object({ reopens: z.string().nullable() }).nullable().optional(),
  })
  .meta({ id: 'OpenState', description: 'Open or closed at the instant asked about, computed in the listing’s own time zone.' });
export type OpenState = z.infer<typeof OpenStateSchema>;

export const PhotoSchema = z
  .object({
    id: z.string(),
    // Sizes re-encoded to WebP; URLs are served with long cache headers.
    thumb: z.string(), // ~400 px
    medium: z.string(), // ~800 px
    large: z.string(), // ~1600 px
    width: z.number(),
    height: z.number(),
    alt: z.string(),
  })
  .meta({ id: 'Photo' });
export type Photo = z.infer<typeof PhotoSchema>;

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: CategorySchema,
  available: z.boolean(),
  priceCents: z.number().int().nullable(),
  unit: z.string().nullable(),
  note: z.string().nullable(),
  updatedAt: z.string(),
  /** When `available` was last set or confirmed, and by whom ("Sold out 2 h ago, said by a visitor"). */
  availableUpdatedAt: z.string(),
  availableSource: z.enum(AVAILABILITY_SOURCES),
});
export type Product = z.infer<typeof ProductSchema>;

/** A card's picking: the best current word among the listing's crops, who said it and when. */
export const CardPickingSchema = z.object({
  condition: z.enum(PICKING_CONDITIONS),
  source: z.enum(['farmer', 'visitor']),
  at: z.string(),
});
export type CardPicking = z.infer<typeof CardPickingSchema>;

/** A list item: what a card, a map popup and a favorites row need. */
export const FarmSummarySchema = z
  .object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    kind: FarmKindSchema,
    city: z.string(),
    region: z.string(),
    lat: z.number(),
    lng: z.number(),
    timeZone: z.string(),
    verified: z.boolean(),
    categories: z.array(CategorySchema),
    features: z.array(FeatureSchema),
    /** Benefits and ways to pay a shopper can search by (`accepts=`): "Takes SNAP" on the card (decision 069). */
    accepts: z.array(AcceptsSchema),
    ratingAvg: z.number().nullable(),
    ratingCount: z.number(),
    favoriteCount: z.number(),
    photo: PhotoSchema.nullable(),
    // Up to 6 products marked available, in the farmer's order, with when that was said ("marked available 2 h ago").
    availableProducts: z.array(z.object({ name: z.string(), updatedAt: z.string() })),
    distance: z.number().nullable(), // in the requested unit, when a location was given
    open: OpenStateSchema,
    updatedAt: z.string(),
    freshness: FreshnessSchema,
    /** The best current picking among a u-pick's crops (issue 32 point 1, decision 062): "Picking: good · today" on a
     * card. Absent where nobody has told, or where the list does not read it (favorites, the dashboard). */
    picking: CardPickingSchema.optional(),
    status: FarmStatusSchema.optional(), // only in the owner's own list (GET /api/farms/mine)
  })
  .meta({ id: 'FarmSummary', description: 'A listing as a card, a map popup and a favorites row show it.' });
export type FarmSummary = z.infer<typeof FarmSummarySchema>;

export const HoursDaySchema = z.object({
  date: z.string(), // YYYY-MM-DD in the listing's zone
  weekday: z.string(), // 'Mon'
  intervals: z.array(z.object({ from: z.string(), to: z.string() })), // 'HH:MM'
});

export const FarmDetailSchema = FarmSummarySchema.extend({
  description: z.string(),
  address: z.string(),
  postalCode: z.string(),
  country: z.string(),
  openingHours: z.string().nullable(),
  hours: z.object({ week: z.array(HoursDaySchema), comment: z.string().nullable() }),
  products: z.array(ProductSchema),
  photos: z.array(PhotoSchema),
  paymentMethods: z.array(PaymentMethodSchema),
  /** Handles, tap to pay and how each benefit works there (issue 33 point 1). */
  payment: PaymentDetailsSchema,
  phone: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  owner: z.object({ id: z.string(), firstName: z.string() }).nullable(),
  status: FarmStatusSchema,
  source: z.string().nullable(),
  createdAt: z.string(),
  canEdit: z.boolean(), // the viewer owns it or is an admin
}).meta({ id: 'FarmDetail', description: 'A listing’s page: everything a visitor sees, and whether the viewer may edit it.' });
export type FarmDetail = z.infer<typeof FarmDetailSchema>;

export const FarmPageSchema = z.object({
  items: z.array(FarmSummarySchema),
  /** Opaque: pass it back as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
});
export type FarmPage = z.infer<typeof FarmPageSchema>;

// ---------- input ----------

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

export const ProductInputSchema = z.strictObject({
  id: z.uuid().optional(), // present when updating an existing product
  name: z.string().trim().min(1, msg('errors:farms.productNameRequired')).max(80),
  category: CategorySchema,
  available: z.boolean().default(true),
  priceCents: z
    .number()
    .int()
    .min(0)
    .max(10_000_000)
    .nullish()
    .transform((v) => v ?? null),
  unit: optionalText(30),
  note: optionalText(200),
});
export type ProductInput = z.input<typeof ProductInputSchema>;

/** Create and full update of a listing by its farmer (or an admin). Hours are an OSM opening_hours value. */
export const FarmInputSchema = z.strictObject({
  name: z.string().trim().min(2, msg('errors:farms.nameRequired')).max(FARM_LIMITS.nameMax),
  kind: FarmKindSchema,
  description: z.string().trim().max(FARM_LIMITS.descriptionMax).default(''),
  address: z.string().trim().max(200).default(''),
  city: z.string().trim().max(100).default(''),
  region: z.string().trim().max(100).default(''),
  postalCode: z.string().trim().max(20).default(''),
  country: z.string().trim().length(2).toUpperCase().default('US'),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  openingHours: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((v) => (v ? v : null)), // validated with opening_hours on the server
  categories: z.array(CategorySchema).max(20).default([]),
  features: z.array(FeatureSchema).max(20).default([]),
  paymentMethods: z.array(PaymentMethodSchema).max(20).default([]),
  payment: PaymentDetailsInputSchema.default(EMPTY_PAYMENT_DETAILS),
  phone: optionalText(40),
  website: z
    .string()
    .trim()
    .max(300)
    .url(msg('errors:farms.websiteFormat'))
    .refine((u) => /^https?:\/\//i.test(u), msg('errors:farms.websiteFormat'))
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  email: z
    .string()
    .trim()
    .max(254)
    .email(msg('errors:fields.emailInvalid'))
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  products: z.array(ProductInputSchema).max(FARM_LIMITS.productsMax).optional(),
});
export type FarmInput = z.input<typeof FarmInputSchema>;

type WithoutDefault<T> = T extends z.ZodDefault<infer Inner> ? Inner : T;
/** The same fields, minus their defaults: a PATCH changes only the keys it sends. */
const withoutDefaults = <S extends z.ZodRawShape>(shape: S) =>
  Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, v instanceof z.ZodDefault ? v.unwrap() : v])) as { [K in keyof S]: WithoutDefault<S[K]> };

/** PATCH: any subset (e.g. one-tap product availability, publish/unpublish). 'suspended': admins only. */
export const FarmPatchSchema = z.strictObject(withoutDefaults(FarmInputSchema.shape)).partial().extend({ status: FarmStatusSchema.optional() });
export type FarmPatch = z.output<typeof FarmPatchSchema>;

export const ProductAvailabilitySchema = z.strictObject({ available: z.boolean() });

/** `/api/farms/:id/products/:productId` */
export const ProductParamsSchema = z.object({ id: listingIdParam(), productId: uuidParam('This product is not on this listing.') });

const csvList = <T extends z.ZodTypeAny>(item: T) =>
  z.preprocess(
    (v) => (v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')).filter(Boolean)),
    z.array(item).max(20).optional(),
  );

/** GET /api/farms query (docs/product.md §2). Repeatable params arrive as arrays or comma lists. */
export const FarmSearchQuerySchema = z.object({
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, msg('errors:fields.near'))
    .optional(),
  location: z.string().trim().min(1).max(120).optional(),
  radius: z.coerce.number().positive().max(FARM_LIMITS.radiusMax).default(25),
  unit: UnitSchema.default('mi'),
  q: z.string().trim().max(100).optional(),
  /** Only listings with a product matching this word marked available now (typo-tolerant like q). */
  available: z.string().trim().max(100).optional(),
  category: csvList(CategorySchema),
  feature: csvList(FeatureSchema),
  kind: csvList(FarmKindSchema),
  open: z.literal('now').optional(),
  openAt: z.iso.datetime({ offset: true }).optional(),
  /** Only u-picks where some crop's picking is good or excellent now (issue 32 point 1). */
  picking: z.literal('good').optional(),
  /** Only listings that take all of these (issue 33 point 2, decision 069): snap, wic, fmnp, incentive, card, mobile. */
  accepts: csvList(AcceptsSchema).meta({
    description: 'Only listings that take all of these: snap, wic, fmnp, incentive, card, mobile (repeatable or comma-separated).',
  }),
  sort: z.enum(['distance', 'rating', 'name', 'updated']).optional(),
  limit: z.coerce.number().int().min(1).max(FARM_LIMITS.limitMax).default(20),
  cursor: z.string().max(500).optional(),
});
export type FarmSearchQuery = z.input<typeof FarmSearchQuerySchema>;

/** GET /api/farms/mine: the owner's own listings, newest change first. */
export const FarmMineQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FARM_LIMITS.limitMax).default(50),
  cursor: z.string().max(500).optional(),
});

/** GET /api/farms/map: bbox=w,s,e,n & zoom, plus the same filters as the list. */
export const FarmMapQuerySchema = FarmSearchQuerySchema.omit({ sort: true, limit: true, cursor: true, near: true, location: true, radius: true }).extend({
  bbox: z.string().regex(/^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/, msg('errors:farms.bboxFormat')),
  zoom: z.coerce.number().int().min(0).max(22),
});

const PointSchema = z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) });
const ClusterSchema = z.object({ cluster: z.literal(true), count: z.number(), expansionZoom: z.number() });
const MapListingSchema = z.object({
  cluster: z.literal(false),
  id: z.number(),
  name: z.string(),
  kind: z.string(),
  open: OpenStateSchema.shape.status,
  /** The best picking among a u-pick's crops now (issue 32 point 1): the colour of the pin's ring. Absent: none told. */
  picking: z.enum(PICKING_CONDITIONS).optional(),
});

/** GeoJSON answer of the map endpoint: clusters and single listings, at most ~1,000 features. */
export const MapFeatureCollectionSchema = z
  .object({
    type: z.literal('FeatureCollection'),
    features: z.array(z.object({ type: z.literal('Feature'), geometry: PointSchema, properties: z.union([ClusterSchema, MapListingSchema]) })),
  })
  .meta({ id: 'MapFeatureCollection' });
export type MapFeatureCollection = z.infer<typeof MapFeatureCollectionSchema>;
