import type { QueryFunction } from '@tanstack/react-query';
import { isMobile } from '@/lib/is-mobile';
import { noteLiveAnswer, noteNetworkFailure, noteSavedCopy } from './offline/page-status';
import { getI18n } from './i18n/react';
import { SAVED_AT_HEADER } from './offline/saved-rules';

/** docs/product.md §S8: what a failed network request says, in the request helper and in the default query fetch. */
export const NETWORK_ERROR = 'Network connection failed. Please check your internet connection.';
export const NETWORK_ERROR_SHORT = 'Network connection failed';

/** An API error: its message is "<status>: <response text or status text>" (docs/product.md §S8). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
  /** The server's `message` field when the body is our JSON error, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      if (typeof parsed.message === 'string') return parsed.message;
    } catch {
      /* not JSON */
    }
    return this.body || this.message;
  }
  get fields(): Record<string, string> | undefined {
    try {
      return (JSON.parse(this.body) as { fields?: Record<string, string> }).fields;
    } catch {
      return undefined;
    }
  }
}

/**
 * The JSON of an answer. One the service worker saved earlier (offline, decision 022) says so in a header: the
 * page learns how old it is, and its open states are recomputed for now (that code loads only then).
 */
async function readJson<T>(res: Response): Promise<T> {
  const json = (await res.json()) as T;
  const savedAt = res.headers.get(SAVED_AT_HEADER);
  if (!savedAt) {
    noteLiveAnswer();
    return json;
  }
  noteSavedCopy(savedAt);
  return (await import('./offline/revive')).reviveSaved(res.url, json);
}

async function throwIfNotOk(res: Response) {
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
}

/** What a request may add: `keepalive` for a beacon that must arrive as the page closes (a page view). */
export interface RequestOptions {
  keepalive?: boolean;
}

/**
 * The one way the app asks the API (features never call fetch themselves; ESLint refuses it). Every request sends
 * credentials (the session cookie); a payload goes as JSON, or as multipart when it is FormData (an upload: the
 * browser writes the boundary, so no Content-Type is set; uploads that show progress use apiUpload, api-upload.ts).
 * A failed network is the docs/product.md §S8 sentence; an answer that is not ok is an ApiError.
 */
export async function apiRequest(method: string, url: string, data?: unknown, { keepalive }: RequestOptions = {}): Promise<Response> {
  const json = data !== undefined && !(data instanceof FormData);
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      headers: json ? { 'Content-Type': 'application/json' } : {},
      body: json ? JSON.stringify(data) : (data as FormData | undefined),
      credentials: 'include',
      keepalive,
    });
  } catch (err) {
    throw new Error(NETWORK_ERROR, { cause: err });
  }
  await throwIfNotOk(res);
  return res;
}

/** apiRequest and parse JSON (or null for an empty answer such as 204). */
export async function apiJson<T>(method: string, url: string, data?: unknown, options?: RequestOptions): Promise<T> {
  const res = await apiRequest(method, url, data, options);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** The default query fetch: the key parts joined with "/" are the URL; a 401 is null or an error. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    let res: Response;
    try {
      res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    } catch (err) {
      if (signal?.aborted) throw err;
      noteNetworkFailure();
      throw new Error(NETWORK_ERROR_SHORT, { cause: err });
    }
    if (on401 === 'returnNull' && res.status === 401) return null as T;
    await throwIfNotOk(res);
    return readJson<T>(res);
  };
}

/** docs/product.md §S8: messages containing 401 or 403 are never retried. */
export const isAuthError = (error: unknown) => error instanceof Error && /\b(401|403)\b/.test(error.message);

/**
 * GET a JSON endpoint with the caller's AbortSignal (so TanStack Query can cancel stale searches and
 * map boxes). Errors are the app's ApiError, so `.serverMessage` and `.fields` work everywhere.
 */
export async function fetchJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'include', signal });
  } catch (err) {
    if (signal?.aborted) throw err;
    noteNetworkFailure();
    throw new Error(NETWORK_ERROR_SHORT, { cause: err });
  }
  if (!res.ok) throw new ApiError(res.status, await res.text().catch(() => ''), res.statusText);
  return readJson<T>(res);
}

/** A 4xx ("unknown place", "not found") will not change on retry; otherwise the docs/product.md §S9 policy. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return !isMobile() && !isAuthError(error) && failureCount < 1;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The human sentence of an error: the server's message when there is one. */
export const errorMessage = (error: unknown) =>
  error instanceof ApiError ? error.serverMessage : error instanceof Error ? (networkSentence(error.message) ?? error.message) : String(error);

/**
 * docs/product.md §S8's network sentences in the page's language: the errors keep SPEC's English words (code and tests read
 * them), while a Spanish reader offline is told in Spanish. English until the `offline` catalogue is in.
 */
function networkSentence(message: string): string | undefined {
  if (message !== NETWORK_ERROR && message !== NETWORK_ERROR_SHORT) return undefined;
  const i18n = getI18n();
  if (!i18n?.hasLoadedNamespaces(['offline'])) return undefined;
  const t = i18n.getFixedT('offline');
  return message === NETWORK_ERROR ? t('network.failed', { ns: 'offline' }) : t('network.failedShort', { ns: 'offline' });
}

/** docs/product.md §S9 retries a failed change once; a 4xx (refused, invalid) would only be refused again. */
export const retryMutation = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && !isAuthError(error) && failureCount < 1;
