import { z } from 'zod';
import { CategorySchema } from './farms.js';

/** A product's usual season at a listing (issue 32 point 2, decision 063): "usually about Jun 3 – Jun 28 (3 seasons)". */
export const ProductSeasonSchema = z.object({
  productId: z.string(),
  name: z.string(),
  /** MM-DD of the usual first and last available day. */
  from: z.string(),
  until: z.string(),
  seasons: z.number().int(),
});
export type ProductSeason = z.infer<typeof ProductSeasonSchema>;

export const ListingSeasonsSchema = z.object({ products: z.array(ProductSeasonSchema) }).meta({ id: 'ListingSeasons' });
export type ListingSeasons = z.infer<typeof ListingSeasonsSchema>;

/**
 * A crop's usual season near a place (issue 32 points 2 and 4, decision 063 "In an area"): from the histories of the
 * listings around it, each listing's own usual season first, then the medians across them.
 */
export const CropSeasonSchema = z.object({
  /** The name as most nearby listings write it ("Blueberries"). */
  product: z.string(),
  category: CategorySchema,
  /** MM-DD: the area's usual first and last available day. */
  from: z.string(),
  until: z.string(),
  /** Stands nearby with a usual season of the crop. */
  stands: z.number().int(),
  /** Per month, January first: how many of those stands are usually selling it then. */
  months: z.array(z.number().int()).length(12),
  /** Listings nearby that have it marked available now. */
  availableNow: z.number().int(),
});
export type CropSeason = z.infer<typeof CropSeasonSchema>;

/** GET /api/in-season/calendar: every crop with a usual season near the place, by its usual first day. */
export const CropCalendarSchema = z.object({ items: z.array(CropSeasonSchema) }).meta({ id: 'CropCalendar' });
export type CropCalendar = z.infer<typeof CropCalendarSchema>;

/** GET /api/in-season/coming-up: crops not available near the place now, soonest usual start first. */
export const ComingUpSchema = z
  .object({ items: z.array(CropSeasonSchema.omit({ months: true, availableNow: true }).extend({ inDays: z.number().int() })) })
  .meta({ id: 'ComingUp' });
export type ComingUp = z.infer<typeof ComingUpSchema>;
