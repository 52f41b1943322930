import { z } from 'zod';
import { FRESHNESS_LEVELS } from '../freshness.js';

/** The freshness of a listing's facts as every answer carries it (the rules: common/freshness.ts). */
export const HoursConfirmedBySchema = z.enum(['owner', 'visitor', 'import']);
export type HoursConfirmedBy = z.infer<typeof HoursConfirmedBySchema>;
export const FreshnessLevelSchema = z.enum(FRESHNESS_LEVELS);
export type { FreshnessLevel } from '../freshness.js';

export const FreshnessSchema = z.object({
  hoursConfirmedAt: z.string().nullable(),
  hoursConfirmedBy: HoursConfirmedBySchema.nullable(),
  stockUpdatedAt: z.string().nullable(),
  level: FreshnessLevelSchema,
});
export type Freshness = z.infer<typeof FreshnessSchema>;

/** POST /api/farms/{id}/confirm: "Hours still right". */
export const ConfirmHoursResponseSchema = z.object({ freshness: FreshnessSchema });
export type ConfirmHoursResponse = z.infer<typeof ConfirmHoursResponseSchema>;
