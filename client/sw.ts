/// <reference lib="webworker" />
// The service worker: an offline-capable app shell, and push notifications that open the right page.
declare const self: ServiceWorkerGlobalScope;

const SHELL_CACHE = 'fsf-shell-v1';
const ASSET_CACHE = 'fsf-assets-v1';
const SHELL = ['/', '/manifest.webmanifest', '/icons/icon.svg', '/icons/icon-192.png'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => ![SHELL_CACHE, ASSET_CACHE].includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;

  // Pages: network first (fresh HTML and meta), the cached shell when offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (res.ok) void caches.open(SHELL_CACHE).then((c) => c.put('/', res.clone()));
          return res;
        })
        .catch(async () => (await caches.match('/')) ?? Response.error()),
    );
    return;
  }
  // Hashed build assets never change: cache first.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/icons/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ??
          fetch(request).then((res) => {
            if (res.ok) void caches.open(ASSET_CACHE).then((c) => c.put(request, res.clone()));
            return res;
          }),
      ),
    );
  }
});

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

self.addEventListener('push', (event) => {
  let data: PushPayload;
  try {
    data = event.data?.json() ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(data.title ?? 'Farm Stand Finder', {
      body: data.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.tag,
      // A newer message in the same conversation replaces the older notification, and still alerts.
      renotify: Boolean(data.tag),
      data: { url: data.url ?? '/' },
    } as NotificationOptions),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  // Always a page of this site: the path the notification carries, on the worker's own origin.
  const url = new URL((event.notification.data as { url?: string })?.url ?? '/', self.location.origin);
  event.waitUntil(openPage(new URL(url.pathname + url.search + url.hash, self.location.origin).href));
});

/**
 * The tab already showing the page; else the app's open tab (the focused or visible one first) taken
 * there, so an installed app does not pile up windows; else a new window.
 */
async function openPage(target: string) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const same = windows.find((w) => w.url === target);
  if (same) return same.focus();
  const app = windows.find((w) => w.focused) ?? windows.find((w) => w.visibilityState === 'visible') ?? windows[0];
  // navigate() only works for a tab this worker controls; it answers null or rejects otherwise.
  const moved = app ? await app.navigate(target).catch(() => null) : null;
  if (moved) return moved.focus();
  return self.clients.openWindow(target);
}

export {};
