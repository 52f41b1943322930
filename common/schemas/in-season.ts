import { z } from 'zod';
import { CategorySchema, FARM_LIMITS, UnitSchema } from './farms.js';

/** GET /api/in-season: what is marked available near a place, grouped by product (PRODUCT.md 9). */
export const InSeasonQuerySchema = z.object({
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, 'near must be "lat,lng"')
    .optional(),
  location: z.string().trim().min(1).max(120).optional(),
  radius: z.coerce.number().positive().max(FARM_LIMITS.radiusMax).default(25),
  unit: UnitSchema.default('mi'),
});
export type InSeasonQuery = z.input<typeof InSeasonQuerySchema>;

export const InSeasonGroupSchema = z.object({
  /** The name as most listings write it ("Strawberries"). */
  product: z.string(),
  category: CategorySchema,
  listingCount: z.number(),
  openNowCount: z.number(),
  nearest: z.object({ id: z.number(), name: z.string(), distance: z.number() }),
});
export type InSeasonGroup = z.infer<typeof InSeasonGroupSchema>;

export const InSeasonAnswerSchema = z.object({ items: z.array(InSeasonGroupSchema) });
export type InSeasonAnswer = z.infer<typeof InSeasonAnswerSchema>;
