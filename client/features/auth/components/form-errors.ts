import { ApiError } from '@/lib/api-client';
import { fieldErrors } from '@/lib/field-errors';
import { errorText } from '../api/use-user';

export type Errors = Record<string, string>;

/** Field messages from a zod result, first message per field. */
export const zodErrors = fieldErrors;

/** The server's field messages when it sent some, else its message under `fallbackField`. */
export function serverErrors(err: unknown, fallbackField: string): Errors {
  if (err instanceof ApiError && err.fields) return err.fields;
  return { [fallbackField]: errorText(err) };
}
