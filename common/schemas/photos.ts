import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { PhotoSchema } from './farms.js';

/** A listing's photos (docs/product.md §2): the answer is `Photo` of farms.ts; these are the routes' inputs. */

/** `/api/farms/:id/photos`: an id that cannot be a listing is the 404 of a missing one. */
const photoListingId = z
  .string()
  .regex(/^\d{1,15}$/, msg('errors:photos.listingNotFound'))
  .transform(Number)
  .meta({ description: 'A listing id', example: '42' });
export const PhotoListingParamsSchema = z.object({ id: photoListingId });
export const PhotoParamsSchema = z.object({
  id: photoListingId,
  photoId: z.uuid(msg('errors:photos.notFound')).meta({ description: 'A photo id', example: '6f1c7a0e-3b1d-4c55-9a51-2f0d3e8b9c10' }),
});

/** The caption (alt text): a PATCH body, and the `alt` field of an upload's multipart form. */
export const PhotoAltSchema = z.strictObject({ alt: z.string().trim().max(300, msg('errors:photos.altTooLong')) });
/** Every photo id of the listing, once each, in the new order. */
export const PhotoOrderSchema = z.strictObject({ ids: z.array(z.string().max(64)).max(100) });

export const PhotoListSchema = z.array(PhotoSchema);
