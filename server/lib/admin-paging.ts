import { msg } from '@common/i18n/keys.js';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AdminPage } from '@common/schemas/admin.js';
import { decodeOffsetCursor, encodeOffsetCursor } from './cursor.js';
import { badRequest } from './errors.js';

/**
 * Admin tables page by offset behind an opaque cursor: any column can be the sort, and an admin table is
 * read by a person a page at a time, so offsets stay small.
 */
export function offsetOf(cursor: string | undefined): number {
  if (!cursor) return 0;
  return decodeOffsetCursor(cursor, () => badRequest('errors:admin.pageLinkExpired', { cursor: msg('errors:admin.invalidCursor') }), 9);
}

const cursorAt = encodeOffsetCursor;

/** Rows fetched with limit + 1, shaped into a page. */
export function pageOf<R, T>(rows: R[], { limit, offset, total }: { limit: number; offset: number; total: number }, present: (row: R) => T): AdminPage<T> {
  return {
    items: rows.slice(0, limit).map(present),
    nextCursor: rows.length > limit ? cursorAt(offset + limit) : null,
    total,
  };
}

/** ORDER BY the chosen column, then a unique column so pages never overlap. */
export function orderBy(column: AnyColumn | SQL, dir: 'asc' | 'desc', tieBreaker: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(column), by(tieBreaker)];
}

/** A search term for ILIKE, with its wildcards escaped. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
