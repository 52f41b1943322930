/**
 * For an answer the page has without having fetched it (server-rendered into the page and primed into the query
 * cache): the service worker keeps it for offline as if it had been fetched (decision 022). Call it with the API URL
 * the answer would have come from, e.g. `keepForOffline('/api/farms?location=12401', page)`. Does nothing without a
 * worker in control, or for URLs that are not saved anyway.
 */
export function keepForOffline(url: string, body: unknown) {
  if (typeof navigator === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: 'keep', url, body });
}
