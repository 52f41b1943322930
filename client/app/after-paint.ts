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

function start() {
  if (started || !tag?.dataset.entry) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
  }
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: tag.dataset.entry, crossOrigin: '' }));
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
