// The shapes of ids in paths, without zod: the browser's first-load code tests them too (client/app/listing-prefetch.ts,
// the listing page's server data), and the schemas that validate them (schemas/params.ts) use the same patterns.

/** Listing ids are positive integers that fit a JS number; rows of everything else have UUIDs. */
export const LISTING_ID = /^[1-9]\d{0,14}$/;
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
