import { badRequest } from './errors.js';
import { msg } from '@common/i18n/keys.js';

// Opaque page cursors for lists that are not listing searches (those have their own, search-sort.ts).

const expired = () => badRequest('errors:cursor.expired', { cursor: msg('errors:cursor.invalid') });

/** Keyset on (time, uuid), newest first: reviews, visits. */
export const encodeTimeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');
export function decodeTimeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at);
  if (!id || !/^[0-9a-f-]{36}$/.test(id) || Number.isNaN(date.getTime())) throw expired();
  return { at: date, id };
}

/** A plain offset, for short per-user lists (favorites, trips) where keyset paging buys nothing. */
export const encodeOffsetCursor = (n: number) => Buffer.from(`o${n}`).toString('base64url');
export function decodeOffsetCursor(cursor: string): number {
  const raw = Buffer.from(cursor, 'base64url').toString();
  if (!/^o\d{1,6}$/.test(raw)) throw expired();
  return Number(raw.slice(1));
}

/** Keyset on a numeric id, newest first: the audit log. */
export const encodeIdCursor = (id: number) => Buffer.from(`c:${id}`).toString('base64url');
export function decodeIdCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^c:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('errors:cursor.notValidAnyMore', { cursor: msg('errors:cursor.invalidShort') });
  return Number(match[1]);
}
