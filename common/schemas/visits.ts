import { z } from 'zod';
import { VERIFIED_VISIT_RADIUS_M } from '../limits.js';
import { AchievementSchema } from './achievements.js';
import { LatSchema, LngSchema } from './fields.js';
import { msg } from '../i18n/keys.js';

export { VERIFIED_VISIT_RADIUS_M };
/**
 * A check-in made offline is sent when the phone finds signal again, with the time and position of the tap: it
 * is judged at that time if it is at most this old (a weekend trip without signal fits; decision 021).
 */
export const CHECK_IN_MAX_AGE_HOURS = 72;
/** Phones' clocks run a little ahead: a time this far in the future still counts as now. */
export const CHECK_IN_CLOCK_SKEW_MS = 5 * 60_000;

export const CheckInInputSchema = z
  .strictObject({
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
    /** The visitor confirmed logging it although the position is farther than 500 m (or unknown). */
    unverified: z.boolean().default(false),
    /** When the check-in was made, if before it was sent (an offline check-in): the day and rules are taken at it. */
    at: z.iso.datetime({ offset: true, message: msg('errors:visits.isoTime') }).optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: msg('errors:visits.bothOrNeither'), path: ['lng'] })
  .refine((v) => v.unverified || v.lat !== undefined, { message: msg('errors:visits.needsPosition'), path: ['lat'] });

export const VisitSchema = z.object({
  id: z.string(),
  farm: z.object({ id: z.number(), name: z.string(), city: z.string(), region: z.string() }),
  /** The date at the listing (its own zone). */
  date: z.string(),
  verified: z.boolean(),
  createdAt: z.string(),
});
export type Visit = z.infer<typeof VisitSchema>;

export const VisitPageSchema = z.object({ items: z.array(VisitSchema), nextCursor: z.string().nullable() });
export type VisitPage = z.infer<typeof VisitPageSchema>;

export const CheckInResultSchema = z.object({ visit: VisitSchema, distanceM: z.number().nullable(), earned: z.array(AchievementSchema) });
export type CheckInResult = z.infer<typeof CheckInResultSchema>;

export const VisitsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
