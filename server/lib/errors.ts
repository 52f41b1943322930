import * as z from 'zod';
import type { ZodType } from 'zod';
import { isMessageKey, issueLimits, msg } from '@common/i18n/keys.js';
import type { Language } from '@common/i18n/languages.js';
import { localize, type Message, type MessageValues } from './i18n.js';

export type { Message };

/**
 * An error with an HTTP status and a message that is safe to show. One handler formats them all, in the
 * reader's language: the message (and each field's problem) is a catalogue key, or text said as it is.
 * `.message` is the English, for logs and tests.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Message,
    readonly fields?: Record<string, Message>,
    readonly headers?: Record<string, string>,
  ) {
    super(localize(said, 'en'));
  }

  /** The answer's body in a language: `{ message, fields? }`. */
  body(lang: Language): { message: string; fields?: Record<string, string> } {
    const fields = this.fields && Object.fromEntries(Object.entries(this.fields).map(([k, v]) => [k, localize(v, lang)]));
    return { message: localize(this.said, lang), ...(fields ? { fields } : {}) };
  }
}

/** A message key with the values that fill its blanks: `withValues('errors:trips.tooManyStops', { max: 12 })`. */
export const withValues = (key: string, values: MessageValues): Message => ({ key, values });

export const badRequest = (message: Message, fields?: Record<string, Message>) => new HttpError(400, message, fields);
export const unauthorized = (message: Message = msg('errors:auth.signInFirst')) => new HttpError(401, message);
export const forbidden = (message: Message = msg('errors:auth.notAllowed')) => new HttpError(403, message);
export const notFound = (message: Message = msg('errors:notFound')) => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message: Message = msg('errors:tooManyAttempts')) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

type Issue = z.core.$ZodIssue;

/**
 * A failed validation: a 400 whose `fields` map each bad path to its problem. It keeps zod's issues so the
 * problems are said in the reader's language: our own messages are keys (common/schemas uses `msg()`), zod's
 * built-in ones come from zod's locale for that language.
 */
export class ValidationError extends HttpError {
  constructor(readonly issues: readonly Issue[]) {
    const fields = describeIssues(issues, 'en');
    super(400, firstProblem(fields), fields);
  }
  override body(lang: Language) {
    const fields = describeIssues(this.issues, lang);
    return { message: firstProblem(fields), fields };
  }
}

const zodLocales: Record<Language, { localeError: (issue: never) => unknown }> = { en: z.locales.en(), es: z.locales.es() };

function describeIssue(issue: Issue, lang: Language): string {
  if (issue.code === 'unrecognized_keys') return localize(withValues('errors:validation.unknownFields', { fields: issue.keys.join(', ') }), lang);
  // A query parameter read as a number (`z.coerce.number()`) that is missing or not a number: zod says "received NaN".
  if (issue.code === 'invalid_type' && issue.expected === 'number' && (issue as { received?: unknown }).received === 'NaN')
    return localize(msg('errors:validation.number'), lang);
  // A key's blanks are the issue's own limits: "Messages can be at most {{maximum}} characters".
  if (isMessageKey(issue.message)) return localize({ key: issue.message, values: issueLimits(issue as { minimum?: unknown; maximum?: unknown }) }, lang);
  if (lang === 'en') return issue.message;
  // A built-in message (zod wrote it, in English) is written again by zod's locale; other text is said as it is.
  const english = zodLocales.en.localeError(issue as never);
  if (english !== issue.message && (english as { message?: string })?.message !== issue.message) return issue.message;
  const said = zodLocales[lang].localeError(issue as never);
  return typeof said === 'string' ? said : ((said as { message?: string })?.message ?? issue.message);
}

/**
 * `.int()` also bounds a number to the safe integers: for `limit=99999999999999999999999` that issue comes first and
 * says "<= 9007199254740991" while the limit is 100. The field's own bounds speak first.
 */
const isSafeIntegerBound = (issue: Issue) =>
  (issue.code === 'too_big' && issue.maximum === Number.MAX_SAFE_INTEGER) || (issue.code === 'too_small' && issue.minimum === Number.MIN_SAFE_INTEGER);

function describeIssues(issues: readonly Issue[], lang: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of [...issues.filter((i) => !isSafeIntegerBound(i)), ...issues.filter(isSafeIntegerBound)]) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = describeIssue(issue, lang);
  }
  return fields;
}

function firstProblem(fields: Record<string, string>): string {
  const first = Object.entries(fields)[0];
  return first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
}

/** Validates `data` against `schema`, or throws a 400 whose `fields` map each bad path to its problem. */
export function parse<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  // No body at all reads as an empty object; a JSON `null` body is a body, and must match the schema.
  const result = schema.safeParse(data === undefined ? {} : data);
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/**
 * The 400 for input that failed its schema (route schemas in server/plugins/contract.ts and `parse()` both answer
 * with it): `fields` maps each bad path to its first problem, said in the reader's language.
 */
export function invalidInput(error: z.ZodError): HttpError {
  return new ValidationError(error.issues);
}
