/**
 * A server-rendered page's scripts, started once the page has painted (decision 039).
 *
 * The page arrives whole (its markup, its data, its stylesheet inline); the scripts only make it answer taps.
 * Asked for while the page is still being parsed, ~150 KB of script shares the first round trips of a slow
 * phone connection with the page itself, and Lighthouse's simulated phone dates the largest paint after their
 * download. The server writes the entry and the page's chunks on this script's tag (server/plugins/spa.ts) instead
 * of as <script>/<link rel="modulepreload"> tags, and they are requested here right after the first contentful
 * paint. This file imports nothing: it is the only script the page asks for before that paint.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

/**
 * Each tag starts a request, 2–10 ms of a slow phone's main thread (measured at 4×): the twenty of a listing page in
 * one go were a task of 40–100 ms, four per task still 35–45 (issue 31 point 1). The entry goes first, then the
 * preloads two per task, in the order the server gave (the files the entry starts, then the page's).
 */
const PER_TASK = 2;

function start() {
  if (started || !tag?.dataset.entry) return;
  started = true;
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: tag.dataset.entry, crossOrigin: '' }));
  const preloads = (tag.dataset.preload ?? '').split(' ').filter(Boolean);
  const next = () => {
    for (const href of preloads.splice(0, PER_TASK)) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    }
    if (preloads.length) setTimeout(next, 0);
  };
  next();
}

const painted = (entries: PerformanceEntryList) => entries.some((e) => e.name === 'first-contentful-paint');
if (painted(performance.getEntriesByType('paint')) || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  start();
} else {
  new PerformanceObserver((list, observer) => {
    if (painted(list.getEntries())) {
      observer.disconnect();
      start();
    }
  }).observe({ type: 'paint', buffered: true });
  // A tab opened in the background paints only when shown, and a browser may not report the paint at all:
  // never wait long for it.
  setTimeout(start, 2000);
}
