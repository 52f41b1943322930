import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { LatSchema, LngSchema } from './fields.js';

/** Most products a visitor can mark in one answer (a listing has at most 60). */
const MAX_MARKS = 60;
/** How late an answer may arrive (sent again from a phone that was offline at the stand). */
export const CONFIRMATION_MAX_AGE_HOURS = 12;

const ProductIdsSchema = z
  .array(z.uuid(msg('errors:confirmations.unknownProduct')))
  .max(MAX_MARKS)
  .default([]);
/** A "closed" answer marks no products: anything there is refused as a whole, whatever it holds. */
const NoMarksSchema = (message: string) => z.array(z.string(message)).max(0, message).default([]);

const answerFields = {
  lat: LatSchema.optional(),
  lng: LngSchema.optional(),
  at: z.iso.datetime({ offset: true, error: msg('errors:confirmations.isoTime') }).optional(),
};

/**
 * "Was it open?" from a visitor at the stand (docs/product.md §9): open, with "had it" / "sold out" marks, or closed, with
 * none. `had` and `soldOut` are product ids of the listing (names are not unique and change); ids no longer on the
 * listing are skipped, not refused, so an answer sent again after the farmer edited the products still counts. The
 * position is required unless the visitor has a verified check-in at the listing that day. `at` is when the visitor
 * answered (default now): a phone that was offline sends it later with the original time.
 */
export const ConfirmationInputSchema = z
  .discriminatedUnion(
    'open',
    [
      z.strictObject({ open: z.literal(true), had: ProductIdsSchema, soldOut: ProductIdsSchema, ...answerFields }),
      // Marks on a "closed" answer are refused on their own field first, not as unknown products (the ids do not matter).
      z.strictObject({
        open: z.literal(false),
        had: NoMarksSchema(msg('errors:confirmations.marksWhenOpen')),
        soldOut: NoMarksSchema(msg('errors:confirmations.soldOutWhenOpen')),
        ...answerFields,
      }),
    ],
    { error: msg('errors:confirmations.sayOpen') },
  )
  .refine((v) => (v.lat === undefined) === (v.lng === undefined), { message: msg('errors:confirmations.bothLatLng'), path: ['lng'] })
  .refine((v) => !v.had.some((id) => v.soldOut.includes(id)), { message: msg('errors:confirmations.hadAndSoldOut'), path: ['soldOut'] });
export type ConfirmationInput = z.output<typeof ConfirmationInputSchema>;

export const MyConfirmationSchema = z.object({ open: z.boolean(), at: z.string() });
export type MyConfirmation = z.infer<typeof MyConfirmationSchema>;

export const ConfirmationResultSchema = z.object({
  confirmation: MyConfirmationSchema,
  /** Product ids that were not (any more) on the listing. */
  skipped: z.array(z.string()),
  /** True when this was the same answer sent again: nothing changed. */
  repeated: z.boolean(),
});
export type ConfirmationResult = z.infer<typeof ConfirmationResultSchema>;
