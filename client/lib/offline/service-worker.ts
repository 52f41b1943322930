import { useSyncExternalStore } from 'react';
import { afterIdle } from '@/lib/idle';
import { OUTBOX_SYNC_TAG } from './outbox-actions';

/**
 * Registers the service worker and follows its releases (decision 022). A new release installs in the
 * background and waits; the page is told, and the user chooses when to switch (the page reloads once, on the
 * new files only). The first worker takes over at once, so a first visit already works offline.
 */
let waiting: ServiceWorker | null = null;
const listeners = new Set<() => void>();
const setWaiting = (worker: ServiceWorker | null) => {
  waiting = worker;
  for (const l of listeners) l();
};

const HOUR = 3_600_000;
/**
 * A first install downloads the app's files (decision 022): only once the page has been loaded and idle a few
 * seconds, so it never competes with what the reader is waiting for. A worker already installed controls the
 * page from its first request whatever this delay.
 */
const REGISTER_AFTER_MS = 4_000;

/**
 * `onFirstControl` runs when the first worker takes over this page: what the page fetched before it (a thread or a
 * trip opened by its address on a first visit) went past the worker and was not kept, so the page asks again.
 */
export function registerServiceWorker(onFirstControl?: () => void) {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  if (!navigator.serviceWorker.controller && onFirstControl) navigator.serviceWorker.addEventListener('controllerchange', onFirstControl, { once: true });
  const later = () => setTimeout(() => afterIdle(register, 2_000), REGISTER_AFTER_MS);
  // A server-rendered page runs this script after its first paint (decision 039), often after `load` has fired.
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later);
}

function register() {
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

/** Switches to the waiting release: the worker takes over, then this page reloads on the new files. */
export function applyUpdate() {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: 'skip-waiting' });
}

export const useUpdateReady = () =>
  useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => waiting !== null,
    () => false,
  );

/** Asks the browser to wake the worker when the signal returns (Background Sync), where it can. */
export async function requestOutboxSync() {
  const reg = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const sync = (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(OUTBOX_SYNC_TAG).catch(() => {});
}
