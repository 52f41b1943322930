import { hashKey, hydrate, type DehydratedState, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { SERVER_STATE_ID, type ServerState } from '@common/pages/server-render';
import { ApiError } from './api-client';

/**
 * The state a server-rendered page carries (<script type="application/json" id="fsf-state">): the query cache
 * its markup was rendered from and the render's clock. Null when the page is the app shell (rendered in the
 * browser), or when the markup is for another address than this one (the service worker's offline fallback).
 */
export function readServerState(doc: Document = document, location: Location = window.location): ServerState | null {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    const state = JSON.parse(script.textContent) as ServerState;
    return state.url === location.pathname + location.search ? state : null;
  } catch {
    return null;
  }
}

/** Puts the server's answers in the cache, API errors as the client's own ApiError (pages test `instanceof`). */
export function hydrateQueries(queryClient: QueryClient, state: ServerState) {
  const dehydrated = state.queries as DehydratedState;
  for (const q of dehydrated.queries) {
    const e = q.state.error as { status?: number; body?: string } | null;
    if (q.state.status === 'error' && e && typeof e.status === 'number') {
      q.state.error = new ApiError(e.status, e.body ?? '', '');
      // The server just asked: mounting the page must not ask again (a 404 would only be a 404 again).
      queryClient.setQueryDefaults(q.queryKey, { retryOnMount: false });
    }
  }
  hydrate(queryClient, dehydrated);
  for (const q of dehydrated.queries) if (q.state.status === 'success') fromServer.add(q.queryHash);
  hydratedUrl = state.url;
}

let hydratedUrl: string | null = null;

/** Whether the page at this address is the server's markup, hydrated with its state (not rendered by the browser). */
export const isServerRenderedAddress = (location: Location = window.location) => hydratedUrl === location.pathname + location.search;

// The answers that came inside the server's HTML: they never passed the service worker (decision 022).
const fromServer = new Set<string>();

/** True, once, when the query's answer came with the server's HTML: the caller may hand it over for offline (keepForOffline). */
export const takeServerAnswer = (queryKey: QueryKey) => fromServer.delete(hashKey(queryKey));
