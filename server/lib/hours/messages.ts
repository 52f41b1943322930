/**
 * opening_hours reports a problem as "<value up to the spot> <--- (<reason>)", followed by its
 * guesses for the rest of the value ("Please omit …"), which are often unrelated to the problem.
 * These helpers keep the spot and the reason and turn them into one sentence an importer can act on.
 */
const MARK = '<--- (';
const EXAMPLE = 'Write them like "Mo-Fr 08:00-18:00; Sa 08:00-12:00"';

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

export function readableLibraryError(error: unknown, value?: string): string {
  const raw = String(error instanceof Error ? error.message : error);
  if (/Country code missing/i.test(raw)) return "Public holidays (PH) need the listing's country";
  const noHolidays = /There are no holidays \((\w+)\) defined for country (\w+)(?: and state ([^.]+))?/.exec(raw);
  if (noHolidays) return `Holidays (${noHolidays[1]}) are not known for country "${noHolidays[2]}"${noHolidays[3] ? `, state "${noHolidays[3]}"` : ''}`;
  const at = raw.indexOf(MARK);
  if (at < 0) return raw.length > 200 ? `${raw.slice(0, 200)}…` : raw.trim() || 'Not valid opening hours';
  const prefix = raw.slice(0, at).replace(/ $/, '');
  const source = value ?? prefix;
  const spot = source.trim() ? `at "${wordAt(source, prefix.length - 1)}"` : 'at the start';
  const reason = parenthesized(raw, at + MARK.length - 1)
    .replace(/\s+/g, ' ')
    .trim();
  if (/^Unexpected token/.test(reason)) return `Opening hours not understood ${spot}. ${EXAMPLE}.`;
  return `Opening hours not understood ${spot}: ${reason.replace(/\.$/, '')}.`;
}

/** Warnings as sentences, without the library's "value <--- (…)" framing; duplicates dropped. */
export function readableWarnings(warnings: Array<{ message: string }>): string[] {
  return [...new Set(warnings.map((w) => w.message.replace(/\s+/g, ' ').trim()))];
}
