import { z } from 'zod';
import { msg } from '../i18n/keys.js';

/** Offline place lookups (GET /api/geo/*) over the bundled gazetteer: US ZIP codes and cities, Canadian FSAs. */
export const PlaceQuerySchema = z.object({
  q: z.string().trim().min(1, msg('errors:geo.typeZipOrCity')).max(120).meta({ description: 'A ZIP code, "City, ST" or "lat,lng".', example: 'Kingston, NY' }),
});
export const SuggestQuerySchema = PlaceQuerySchema.extend({ limit: z.coerce.number().int().min(1).max(20).default(8) });
export const ReverseQuerySchema = z.object({
  lat: z.coerce.number().min(-90).max(90).meta({ example: 41.927 }),
  lng: z.coerce.number().min(-180).max(180).meta({ example: -74.0 }),
});

export const ResolvedPlaceSchema = z
  .object({
    lat: z.number(),
    lng: z.number(),
    /** 'Davis, CA 95616' (postal code), 'Davis, CA' (city) or '38.5400, -121.7400' (coordinates). */
    label: z.string(),
    kind: z.enum(['zip', 'city', 'coords']),
    country: z.enum(['US', 'CA']),
    /** State / province / territory code. */
    region: z.string(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    /** A bare town name shared by several places ("Springfield"): the few most significant, this answer first. */
    choices: z.array(z.object({ label: z.string(), lat: z.number(), lng: z.number(), region: z.string(), country: z.enum(['US', 'CA']) })).optional(),
  })
  .meta({
    id: 'ResolvedPlace',
    examples: [{ lat: 41.93, lng: -74.0, label: 'Kingston, NY 12401', kind: 'zip', country: 'US', region: 'NY', postalCode: '12401', city: 'Kingston' }],
  });
export type ResolvedPlace = z.infer<typeof ResolvedPlaceSchema>;

export const PlaceSuggestionSchema = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;

export const ReversePlaceSchema = z.object({
  /** Null for Canadian rural FSAs, which cover a region rather than a town. */
  city: z.string().nullable(),
  region: z.string(),
  postalCode: z.string(),
  country: z.enum(['US', 'CA']),
});
export type ReversePlace = z.infer<typeof ReversePlaceSchema>;
