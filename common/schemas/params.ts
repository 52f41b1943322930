import { z } from 'zod';
import { LISTING_ID, UUID } from '../ids.js';
import { msg } from '../i18n/keys.js';

export { LISTING_ID, UUID };

export const NO_LISTING = msg('errors:listing.notFound');

/**
 * Path parameters. A malformed id names nothing: its route answers with the same 404 as for a missing one,
 * with `message` (server/plugins/contract.ts), never a 400 or a database error for "abc" or "0".
 */
export const listingIdParam = (message: string = NO_LISTING) =>
  z.string().regex(LISTING_ID, message).transform(Number).meta({ description: 'A listing id', example: '42' });
export const uuidParam = (message: string) => z.string().regex(UUID, message).meta({ description: 'A UUID', example: '6f1c7a0e-3b1d-4c55-9a51-2f0d3e8b9c10' });

/** `/…/:id` of a listing. */
export const ListingParamsSchema = z.object({ id: listingIdParam() });
