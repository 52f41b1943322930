import { z } from 'zod';
import { ALERT_LIMITS } from '../limits.js';
import { UnitSchema } from './farms.js';
import { msg } from '../i18n/keys.js';

export { ALERT_LIMITS };

const NEAR = /^-?\d{1,2}(\.\d+)?,-?\d{1,3}(\.\d+)?$/;

/** POST /api/alerts: a word, and a place given as a position (`near`, with an optional label) or a ZIP/city. */
export const AlertInputSchema = z
  .strictObject({
    product: z.string().trim().min(2, msg('errors:alerts.productTooShort')).max(ALERT_LIMITS.productMax),
    near: z.string().regex(NEAR, msg('errors:fields.near')).optional(),
    location: z.string().trim().min(1).max(120).optional(),
    /** How `near` reads back ("Home", "Your location"); a location's label comes from the gazetteer. */
    place: z.string().trim().max(80).optional(),
    radius: z.number().positive().max(ALERT_LIMITS.radiusMax, msg('errors:alerts.radiusTooLarge')),
    unit: UnitSchema.default('mi'),
    /** `good-picking`: tell me only when a matching crop's picking is good or excellent (issue 32 point 1). */
    wants: z.enum(['available', 'good-picking']).default('available'),
    /** Also tell me a week before it usually starts near the place, and when it is first available there (issue 32 point 3). */
    headsUp: z.boolean().default(false),
  })
  .refine((a) => Boolean(a.near) !== Boolean(a.location), { message: msg('errors:alerts.positionOrPlace'), path: ['location'] });
export type AlertInput = z.input<typeof AlertInputSchema>;
export type AlertInputData = z.output<typeof AlertInputSchema>;

export const AlertSchema = z.object({
  id: z.number(),
  product: z.string(),
  place: z.object({ lat: z.number(), lng: z.number(), label: z.string() }),
  radius: z.number(),
  unit: UnitSchema,
  /** What the alert waits for: a matching product marked available, or good picking of it. */
  wants: z.enum(['available', 'good-picking']),
  /** Told a week before the crop usually starts near the place, and of its first availability there, once a season. */
  headsUp: z.boolean(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** Past expiresAt: it no longer fires until renewed. */
  expired: z.boolean(),
});
export type Alert = z.infer<typeof AlertSchema>;

export const AlertListSchema = z.object({ items: z.array(AlertSchema), limit: z.number() });
export type AlertList = z.infer<typeof AlertListSchema>;

/** `/api/alerts/:id`: an id that cannot be an alert is the 404 of a missing one. */
export const AlertParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, msg('errors:alerts.notFound'))
    .transform(Number)
    .meta({ description: 'An alert id', example: '7' }),
});

/** The unsubscribe link of an alert's emails: the token is the credential. */
export const AlertTokenQuerySchema = z.object({ token: z.string().max(100) });
