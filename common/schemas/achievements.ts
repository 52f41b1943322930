import { z } from 'zod';

/** A badge and how far the user is towards it (docs/product.md §3). */
export const AchievementSchema = z.object({
  code: z.string(),
  title: z.string(),
  description: z.string(),
  /** Who the badge is for: shoppers' badges, or a farmer's for their listings. */
  audience: z.enum(['consumer', 'farmer']),
  progress: z.number(), // capped at target
  target: z.number(),
  unit: z.string(), // 'stands', 'reviews', 'seasons'… for "3 of 10 stands"
  earnedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof AchievementSchema>;

export const AchievementListSchema = z.object({ items: z.array(AchievementSchema) });

/** Actions that can earn badges answer with the ones they just earned, for the celebratory toast. */
export const EarnedSchema = z.array(AchievementSchema);
export type Earned = Achievement[];
