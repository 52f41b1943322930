/**
 * The service worker's registration, and how its releases are followed (decision 022): loaded by
 * registerServiceWorker (service-worker.ts) when it runs, a few seconds after the page has loaded, so that its code is
 * not part of every page's first load. `setWaiting` tells the page of a release that has installed and waits.
 */
const HOUR = 3_600_000;

export function register(setWaiting: (worker: ServiceWorker | null) => void) {
  navigator.serviceWorker
    .register('/sw.js')
    .then((reg) => {
      const follow = (worker: ServiceWorker | null) => {
        if (!worker) return;
        const check = () => worker.state === 'installed' && navigator.serviceWorker.controller && setWaiting(worker);
        check();
        worker.addEventListener('statechange', check);
      };
      follow(reg.waiting);
      follow(reg.installing);
      reg.addEventListener('updatefound', () => follow(reg.installing));
      // An installed app can stay open for days: look for a release when it comes back to the screen.
      let checked = Date.now();
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState !== 'visible' || Date.now() - checked < HOUR) return;
        checked = Date.now();
        void reg.update().catch(() => {});
      });
    })
    .catch(() => {});
}
