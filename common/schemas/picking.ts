import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { PICKING_CONDITIONS, PICKING_LIMITS } from '../limits.js';
import { LatSchema, LngSchema } from './fields.js';

export { PICKING_CONDITIONS, PICKING_LIMITS };
export const PickingConditionSchema = z.enum(PICKING_CONDITIONS, { error: msg('errors:picking.condition') });
export type PickingCondition = z.infer<typeof PickingConditionSchema>;

const ClockSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg('errors:picking.clock'));

/**
 * "How is the picking?" (issue 32 point 1): from the listing's farmer (with an optional note and today's picking hours)
 * or from a verified visitor at the field (within 500 m, or with a verified check-in that day, as "Was it open?").
 * The server tells who is speaking from the account: a visitor's word carries no hours.
 */
export const PickingInputSchema = z
  .strictObject({
    productId: z.uuid(msg('errors:picking.unknownProduct')),
    condition: PickingConditionSchema,
    note: z.string().trim().max(PICKING_LIMITS.noteMax).optional(),
    hoursFrom: ClockSchema.optional(),
    hoursUntil: ClockSchema.optional(),
    lat: LatSchema.optional(),
    lng: LngSchema.optional(),
  })
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: msg('errors:picking.bothLatLng'), path: ['lng'] })
  .refine((v) => (v.hoursFrom === undefined) === (v.hoursUntil === undefined), { message: msg('errors:picking.bothHours'), path: ['hoursUntil'] })
  .refine((v) => v.hoursFrom === undefined || v.hoursUntil === undefined || v.hoursFrom < v.hoursUntil, {
    message: msg('errors:picking.hoursOrder'),
    path: ['hoursUntil'],
  });
export type PickingInput = z.output<typeof PickingInputSchema>;

/** A product's picking now, with who said it and when ("Good picking, said by the farmer 2 h ago"). */
export const ProductPickingSchema = z.object({
  productId: z.string(),
  condition: PickingConditionSchema,
  source: z.enum(['farmer', 'visitor']),
  at: z.string(),
  note: z.string().nullable(),
  /** The farmer's picking hours, when given for today (the listing's local time). */
  hours: z.object({ from: z.string(), until: z.string() }).nullable(),
  /** Visitors whose word counts in the window (for "3 visitors this week"). */
  visitors: z.number().int(),
});
export type ProductPicking = z.infer<typeof ProductPickingSchema>;

export const ListingPickingSchema = z
  .object({
    /** Whether the listing takes picking reports: a u-pick, or a listing with the pick-your-own feature. */
    pickYourOwn: z.boolean(),
    products: z.array(ProductPickingSchema),
  })
  .meta({ id: 'ListingPicking' });
export type ListingPicking = z.infer<typeof ListingPickingSchema>;

export const PickingResultSchema = z.object({ picking: ProductPickingSchema.nullable(), counted: z.boolean() });
export type PickingResult = z.infer<typeof PickingResultSchema>;
