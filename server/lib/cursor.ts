import { badRequest, type HttpError } from './errors.js';
import { msg } from '@common/i18n/keys.js';

/**
 * The one codec of opaque page cursors (base64url, never built by clients) for every list that is not a listing
 * search (those resume on their sort's key: farms/search/search-sort.ts). Each kind has an `encode…`, a `read…`
 * that answers null for anything it did not write, and a `decode…` that refuses it with a 400 (a list may say it
 * its own way: pass `invalid`).
 */

const expired = () => badRequest('errors:cursor.expired', { cursor: msg('errors:cursor.invalid') });
const text = (cursor: string) => Buffer.from(cursor, 'base64url').toString('utf8');
const orThrow = <T>(value: T | null, invalid: () => HttpError): T => {
  if (value === null) throw invalid();
  return value;
};

/** Keyset on (time, uuid), newest first: reviews, visits, blog posts, import runs. */
export const encodeTimeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
export function readTimeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = text(cursor).split('|');
  const date = new Date(at);
  return id && /^[0-9a-f-]{36}$/.test(id) && !Number.isNaN(date.getTime()) ? { at: date, id } : null;
}
export const decodeTimeCursor = (cursor: string, invalid = expired) => orThrow(readTimeCursor(cursor), invalid);

/** A plain offset, for short per-user lists (favorites, trips) and admin tables, where keyset paging buys nothing. */
export const encodeOffsetCursor = (n: number) => Buffer.from(`o${n}`).toString('base64url');
export function readOffsetCursor(cursor: string, maxDigits = 6): number | null {
  const raw = text(cursor);
  return new RegExp(`^o\\d{1,${maxDigits}}$`).test(raw) ? Number(raw.slice(1)) : null;
}
export const decodeOffsetCursor = (cursor: string, invalid = expired, maxDigits = 6) => orThrow(readOffsetCursor(cursor, maxDigits), invalid);

/** Keyset on a numeric id, newest first: the audit log. */
export const encodeIdCursor = (id: number) => Buffer.from(`c:${id}`).toString('base64url');
export function decodeIdCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^c:(\d{1,15})$/.exec(text(cursor));
  if (!match) throw badRequest('errors:cursor.notValidAnyMore', { cursor: msg('errors:cursor.invalidShort') });
  return Number(match[1]);
}

/** Any JSON key, checked on the way back in: conversations (time, id), messages and notifications (id). */
export const encodeJsonCursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export function readJsonCursor<T>(cursor: string | undefined, check: (v: unknown) => v is T): T | null {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(text(cursor));
    if (check(value)) return value;
  } catch {
    /* not one of ours */
  }
  return null;
}
