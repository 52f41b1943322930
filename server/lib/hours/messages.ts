import { msg } from '@common/i18n/keys.js';
import { withValues } from '../errors.js';
import { localize, type Message } from '../i18n.js';

/**
 * opening_hours reports a problem as "<value up to the spot> <--- (<reason>)", followed by its
 * guesses for the rest of the value ("Please omit …"), which are often unrelated to the problem.
 * These helpers keep the spot and the reason and turn them into one sentence an importer can act on.
 */
const MARK = '<--- (';

/** The text of the "(…)" that opens at `open`, nested parentheses included. */
function parenthesized(raw: string, open: number): string {
  let depth = 0;
  for (let i = open; i < raw.length; i++) {
    if (raw[i] === '(') depth++;
    else if (raw[i] === ')' && --depth === 0) return raw.slice(open + 1, i);
  }
  return raw.slice(open + 1);
}

/** The word of `value` around index `pos` (words end at spaces and ";"). */
function wordAt(value: string, pos: number): string {
  const p = Math.min(Math.max(pos, 0), value.length - 1);
  const isSep = (ch: string | undefined) => ch === undefined || /[\s;]/.test(ch);
  let [start, end] = [p, p];
  while (start > 0 && !isSep(value[start - 1])) start--;
  while (end < value.length && !isSep(value[end])) end++;
  const word = value.slice(start, Math.max(end, p + 1)).trim();
  return word.length > 40 ? `${word.slice(0, 40)}…` : word;
}

/**
 * The library's error as a message a farmer reads in their language (issue 16): our sentences are keys, the
 * library's own reason is said as it is.
 */
export function hoursProblem(error: unknown, value?: string): Message {
  const raw = String(error instanceof Error ? error.message : error);
  if (/Country code missing/i.test(raw)) return msg('errors:hours.holidaysNeedCountry');
  const noHolidays = /There are no holidays \((\w+)\) defined for country (\w+)(?: and state ([^.]+))?/.exec(raw);
  if (noHolidays) {
    const [, kind, country, state] = noHolidays;
    return state ? withValues('errors:hours.holidaysUnknownState', { kind, country, state }) : withValues('errors:hours.holidaysUnknown', { kind, country });
  }
  const at = raw.indexOf(MARK);
  if (at < 0) return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw.trim() || msg('errors:hours.invalid');
  const prefix = raw.slice(0, at).replace(/ $/, '');
  const source = value ?? prefix;
  const spot = source.trim() ? withValues('errors:hours.spotAt', { word: wordAt(source, prefix.length - 1) }) : msg('errors:hours.spotStart');
  const reason = parenthesized(raw, at + MARK.length - 1)
    .replace(/\s+/g, ' ')
    .trim();
  if (/^Unexpected token/.test(reason)) return withValues('errors:hours.notUnderstood', { spot });
  return withValues('errors:hours.notUnderstoodReason', { spot, reason: reason.replace(/\.$/, '') });
}

/** The same in English: what importers and the logs read. */
export const readableLibraryError = (error: unknown, value?: string): string => localize(hoursProblem(error, value), 'en');

/** Warnings as sentences, without the library's "value <--- (…)" framing; duplicates dropped. */
export function readableWarnings(warnings: Array<{ message: string }>): string[] {
  return [...new Set(warnings.map((w) => w.message.replace(/\s+/g, ' ').trim()))];
}
