import { z } from 'zod';
import { AchievementSchema } from './achievements.js';
import { FarmSummarySchema, UnitSchema } from './farms.js';
import { msg } from '../i18n/keys.js';

export const FavoriteInputSchema = z.strictObject({
  farmId: z
    .number({ error: msg('errors:favorites.farmId') })
    .int()
    .positive()
    .max(1e15),
});

export const FavoritesQuerySchema = z.object({
  near: z
    .string()
    .regex(/^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/, msg('errors:fields.near'))
    .optional(),
  unit: UnitSchema.default('mi'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(200).optional(),
});

export const FavoriteSchema = z.object({ farm: FarmSummarySchema, createdAt: z.string() });
export type Favorite = z.infer<typeof FavoriteSchema>;
export const FavoritePageSchema = z.object({ items: z.array(FavoriteSchema), nextCursor: z.string().nullable() });
export type FavoritePage = z.infer<typeof FavoritePageSchema>;

/** POST answer: the listing's new count, and any badge the favorite just earned. */
export const FavoriteResultSchema = z.object({ farmId: z.number(), favorited: z.boolean(), favoriteCount: z.number(), earned: z.array(AchievementSchema) });
export type FavoriteResult = z.infer<typeof FavoriteResultSchema>;

/** Which of these listings the user has saved: the hearts on a page of cards. */
export const FavoriteIdsSchema = z.object({ farmIds: z.array(z.number()) });
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>;
