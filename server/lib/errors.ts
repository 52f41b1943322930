import type { ZodType, z } from 'zod';

/** An error with an HTTP status and a message that is safe to show. One handler formats them all. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in first.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have permission to do that.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (retryAfterSeconds: number, message = 'Too many attempts. Please wait and try again.') =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Validates `data` against `schema`, or throws a 400 whose `fields` map each bad path to its problem. */
export function parse<S extends ZodType>(schema: S, data: unknown): z.output<S> {
  // No body at all reads as an empty object; a JSON `null` body is a body, and must match the schema.
  const result = schema.safeParse(data === undefined ? {} : data);
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/**
 * The 400 for input that failed its schema: `fields` maps each bad path to its first problem, and the message
 * is the first of them. Route schemas (server/plugins/contract.ts) and `parse()` both answer with it.
 */
export function invalidInput(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in fields)) fields[key] = issue.code === 'unrecognized_keys' ? `Unknown field(s): ${issue.keys.join(', ')}` : issue.message;
  }
  const first = Object.entries(fields)[0];
  const message = first ? (first[0] === '_' ? first[1] : `${first[0]}: ${first[1]}`) : 'Invalid request';
  return new HttpError(400, message, fields);
}
