import { z } from 'zod';
import { AchievementSchema } from './achievements.js';
import { LatSchema, LngSchema } from './fields.js';
import { OpenStateSchema } from './farms.js';
import { msg } from '../i18n/keys.js';
import { uuidParam } from './params.js';

export const TRIP_LIMITS = { nameMax: 80, stopsMax: 25, exactMax: 10 } as const;

const DateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('errors:trips.dateFormat'))
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), msg('errors:trips.notADate'));
const TimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('errors:trips.timeFormat'));
const FarmIdSchema = z.number().int().positive().max(1e15);

export const TripStartSchema = z.strictObject({ lat: LatSchema, lng: LngSchema, label: z.string().trim().max(120).optional() });

export const TripInputSchema = z.strictObject({
  name: z
    .string({ error: msg('errors:trips.nameRequired') })
    .trim()
    .min(1, msg('errors:trips.nameRequired'))
    .max(TRIP_LIMITS.nameMax, msg('errors:trips.nameTooLong')),
  date: DateSchema,
  departAt: TimeSchema.default('09:00'),
  /** Null: the trip starts at its first stop. */
  start: TripStartSchema.nullish().transform((v) => v ?? null),
  stops: z
    .array(FarmIdSchema)
    .max(TRIP_LIMITS.stopsMax, msg('errors:trips.tooManyStopsField'))
    .refine((ids) => new Set(ids).size === ids.length, msg('errors:trips.standOnce'))
    .default([]),
});
export type TripInput = z.input<typeof TripInputSchema>;

export const AddStopSchema = z.strictObject({ farmId: FarmIdSchema });

export const TripsQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(100).optional(),
});

export const TripSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  departAt: z.string(),
  stopCount: z.number(),
  stopNames: z.array(z.string()),
  upcoming: z.boolean(),
});
export type TripSummary = z.infer<typeof TripSummarySchema>;
export const TripPageSchema = z.object({ items: z.array(TripSummarySchema), nextCursor: z.string().nullable() });
export type TripPage = z.infer<typeof TripPageSchema>;

export const TripStopSchema = z.object({
  farm: z.object({
    id: z.number(),
    name: z.string(),
    city: z.string(),
    region: z.string(),
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
    timeZone: z.string(),
  }),
  /** From the previous stop (or the start point); null for a first stop with no start point. */
  leg: z.object({ km: z.number(), minutes: z.number() }).nullable(),
  arrival: z.string(), // ISO instant
  departure: z.string(),
  /** The stand's state when you get there, in its own zone; nextChange says when it opens (or closes). */
  atArrival: OpenStateSchema,
});
export type TripStop = z.infer<typeof TripStopSchema>;

export const TripDetailSchema = TripSummarySchema.extend({
  start: z.object({ lat: z.number(), lng: z.number(), label: z.string().nullable() }).nullable(),
  /** The zone the date and departure time are read in (the start point's, else the first stop's). */
  timeZone: z.string(),
  departure: z.string().nullable(), // ISO instant
  stops: z.array(TripStopSchema),
  totals: z.object({ km: z.number(), driveMinutes: z.number(), openOnArrival: z.number(), closedOnArrival: z.number() }),
  mapsUrl: z.string().nullable(),
  /** How legs are estimated: say so beside the numbers. */
  assumptions: z.object({ roadFactor: z.number(), speedKmh: z.number(), dwellMinutes: z.number() }),
});
export type TripDetail = z.infer<typeof TripDetailSchema>;

export const OptimizationSchema = z.object({
  method: z.enum(['exact', 'heuristic']),
  openBefore: z.number(),
  openAfter: z.number(),
  kmBefore: z.number(),
  kmAfter: z.number(),
});
export type Optimization = z.infer<typeof OptimizationSchema>;

export const TripResultSchema = z.object({ trip: TripDetailSchema, earned: z.array(AchievementSchema), optimization: OptimizationSchema.optional() });
export type TripResult = z.infer<typeof TripResultSchema>;

/** `/api/trips/:id`: someone else's trip, or an id that cannot be one, is the 404 of a missing trip. */
export const TripParamsSchema = z.object({ id: uuidParam(msg('errors:trips.notFound')) });
/** `/api/trips/:id/stops/:farmId`: a listing id that cannot be on the trip is "not on this trip". */
export const TripStopParamsSchema = z.object({
  farmId: z
    .string()
    .regex(/^\d{1,15}$/, msg('errors:trips.notOn'))
    .transform(Number)
    .meta({ description: 'A listing id', example: '42' }),
  id: uuidParam(msg('errors:trips.notFound')),
});
