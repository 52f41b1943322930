/// <reference lib="webworker" />
// The service worker (decision 022): the app's files per release, the signed-in user's pages for reading
// offline, the actions made offline sent when the signal returns, and push notifications.
import { flushAnonymousOutbox, flushOutbox } from '@/lib/offline/outbox';
import { OUTBOX_SYNC_TAG } from '@/lib/offline/outbox-actions';
import { savedOwner } from '@/lib/offline/owner';
import { asset, deleteOldReleases, installPrecache, isPrecached, navigate } from './sw/precache';
import { openFromNotification, showPush } from './sw/push';
import { enforceBudget } from './sw/saved-budget';
import { keepAnswer, saveAfterNavigation, savedFetch, savedKindOf } from './sw/saved-data';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', (event) => {
  // The first worker takes over at once; a new release waits until the page says the user is ready for it.
  event.waitUntil(installPrecache().then(() => (self.registration.active ? undefined : self.skipWaiting())));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([deleteOldReleases(), enforceBudget()]).then(() => self.clients.claim()));
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; url?: string; body?: unknown } | null;
  if (data?.type === 'skip-waiting') void self.skipWaiting();
  if (data?.type === 'keep' && typeof data.url === 'string') event.waitUntil(keepAnswer(data.url, data.body));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigate(request));
    return event.waitUntil(saveAfterNavigation(request.url).catch(() => undefined));
  }
  const kind = savedKindOf(request);
  if (kind) return event.respondWith(savedFetch(event, kind));
  if (url.pathname.startsWith('/assets/') || isPrecached(url.pathname)) event.respondWith(asset(request));
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background Sync: the browser wakes the worker when the signal is back, even with the app closed.
self.addEventListener('sync', ((event: SyncEvent) => {
  if (event.tag !== OUTBOX_SYNC_TAG) return;
  event.waitUntil(
    Promise.all([savedOwner().then((owner) => flushOutbox(owner ?? null)), flushAnonymousOutbox()])
      .then((outcomes) => (outcomes.includes('retry-later') ? 'retry-later' : 'done'))
      .then((outcome) => {
        // A rejection asks the browser to try again later (with its own back-off).
        if (outcome === 'retry-later') throw new Error('The outbox could not be sent yet');
      }),
  );
}) as EventListener);

self.addEventListener('push', showPush);
self.addEventListener('notificationclick', openFromNotification);

export {};
