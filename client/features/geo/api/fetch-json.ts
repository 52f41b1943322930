import { ApiError, NETWORK_ERROR_SHORT, isAuthError } from '@/lib/api-client';
import { isMobile } from '@/lib/is-mobile';

/**
 * GET a JSON endpoint with the caller's AbortSignal (so TanStack Query can cancel stale searches and
 * map boxes). Errors are the app's ApiError, so `.serverMessage` and `.fields` work everywhere.
 * Lives in geo because farms builds on geo (never the other way round).
 */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new Error(NETWORK_ERROR_SHORT, { cause: err });
  }
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return (await res.json()) as T;
}

/** A 4xx ("unknown place", "not found") will not change on retry; otherwise the SPEC.md 9 policy. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return !isMobile() && !isAuthError(error) && failureCount < 1;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The human sentence of an error: the server's message when there is one. */
export const errorMessage = (error: unknown) => (error instanceof ApiError ? error.serverMessage : error instanceof Error ? error.message : String(error));

/** SPEC.md 9 retries a failed change once; a 4xx (refused, invalid) would only be refused again. */
export const retryMutation = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && !isAuthError(error) && failureCount < 1;
