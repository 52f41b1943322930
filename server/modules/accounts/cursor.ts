import { badRequest } from '../../lib/errors.js';
import { msg } from '@common/i18n/keys.js';

/** Opaque list cursors: a number (an id) encoded so that clients do not build them. */
export const encodeCursor = (id: number) => Buffer.from(`c:${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): number | undefined {
  if (!cursor) return undefined;
  const match = /^c:(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) throw badRequest('errors:cursor.notValidAnyMore', { cursor: msg('errors:cursor.invalidShort') });
  return Number(match[1]);
}
