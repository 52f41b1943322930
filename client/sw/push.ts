/// <reference lib="webworker" />
// Push notifications that open the right page.
declare const self: ServiceWorkerGlobalScope;

interface PushPayload {
  title?: string;
  body?: string;
  url?: string;
  tag?: string;
}

export function showPush(event: PushEvent) {
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
}

export function openFromNotification(event: NotificationEvent) {
  event.notification.close();
  // Always a page of this site: the path the notification carries, on the worker's own origin.
  const url = new URL((event.notification.data as { url?: string })?.url ?? '/', self.location.origin);
  event.waitUntil(openPage(new URL(url.pathname + url.search + url.hash, self.location.origin).href));
}

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
