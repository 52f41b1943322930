import { LISTING_ID, NO_LISTING, UUID } from '@common/schemas/params.js';
import { notFound, type Message } from './errors.js';

export const isUuid = (value: string) => UUID.test(value);

const param = (params: unknown, name: string) => String((params as Record<string, unknown> | undefined)?.[name] ?? '');

/**
 * A listing id from the path, for routes that declare no params schema yet (those that do use
 * `listingIdParam()` of common/schemas/params.ts). A malformed one names no listing: the same 404 as a
 * missing one (never a 400 or 500 from the database for "abc" or "0").
 */
export function listingIdParam(params: unknown, { name = 'id', message = NO_LISTING as Message } = {}): number {
  const value = param(params, name);
  if (!LISTING_ID.test(value)) throw notFound(message);
  return Number(value);
}

/** A UUID from the path, or the 404 of the thing it would name. */
export function uuidParam(params: unknown, message: Message, name = 'id'): string {
  const value = param(params, name);
  if (!UUID.test(value)) throw notFound(message);
  return value;
}
