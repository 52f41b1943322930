import { z } from 'zod';
import { CategorySchema, FarmSearchQuerySchema } from './farms.js';

/** GET /api/in-season: what is marked available near a place, grouped by product (docs/product.md §9). */
export const InSeasonQuerySchema = FarmSearchQuerySchema.pick({ near: true, location: true, radius: true, unit: true, accepts: true });
export type InSeasonQuery = z.input<typeof InSeasonQuerySchema>;

export const InSeasonGroupSchema = z.object({
  /** The name as most listings write it ("Strawberries"). */
  product: z.string(),
  category: CategorySchema,
  listingCount: z.number(),
  openNowCount: z.number(),
  /** Of those, the u-picks where this crop's current picking is good or excellent (issue 32 point 1, decision 062). */
  goodPickingCount: z.number().optional(),
  nearest: z.object({ id: z.number(), name: z.string(), distance: z.number() }),
});
export type InSeasonGroup = z.infer<typeof InSeasonGroupSchema>;

export const InSeasonAnswerSchema = z.object({ items: z.array(InSeasonGroupSchema) });
export type InSeasonAnswer = z.infer<typeof InSeasonAnswerSchema>;
