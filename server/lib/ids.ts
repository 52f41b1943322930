import { notFound } from './errors.js';

/** Listing ids are positive integers that fit a JS number; rows of everything else have UUIDs. */
const LISTING_ID = /^[1-9]\d{0,14}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string) => UUID.test(value);

const param = (params: unknown, name: string) => String((params as Record<string, unknown> | undefined)?.[name] ?? '');

/**
 * A listing id from the path. A malformed one names no listing: the same 404 as a missing one (never a
 * 400 or 500 from the database for "abc" or "0").
 */
export function listingIdParam(params: unknown, { name = 'id', message = 'This listing does not exist, or is not public.' } = {}): number {
  const value = param(params, name);
  if (!LISTING_ID.test(value)) throw notFound(message);
  return Number(value);
}

/** A UUID from the path, or the 404 of the thing it would name. */
export function uuidParam(params: unknown, message: string, name = 'id'): string {
  const value = param(params, name);
  if (!UUID.test(value)) throw notFound(message);
  return value;
}
