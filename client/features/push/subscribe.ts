import { msg } from '@common/i18n/keys';
import { apiJson, ApiError } from '@/lib/api-client';

/** The docs/product.md §S8 messages for turning on push (keys of the `push` catalogue), as errors the caller shows in a toast. */
export const PUSH_MESSAGES = {
  authRequired: msg('push:errors.authRequired'),
  vapidFailed: msg('push:errors.vapidFailed'),
  iosHomeScreen: msg('push:errors.iosHomeScreen'),
  unsupported: msg('push:errors.unsupported'),
  notEnabledTitle: msg('push:errors.notEnabledTitle'),
  notEnabled: msg('push:errors.notEnabled'),
  generic: msg('push:errors.generic'),
} as const;

export type PushMessage = (typeof PUSH_MESSAGES)[keyof typeof PUSH_MESSAGES];

/** `message` and `title` are keys: the toast says them in the reader's language. */
export class PushSetupError extends Error {
  constructor(
    message: PushMessage,
    readonly title: PushMessage = PUSH_MESSAGES.generic,
  ) {
    super(message);
  }
  declare message: PushMessage;
}

interface Env {
  userAgent: string;
  standalone: boolean;
  hasNotification: boolean;
  hasServiceWorker: boolean;
  hasPushManager: boolean;
}

export function currentEnv(): Env {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    standalone: window.matchMedia?.('(display-mode: standalone)').matches || nav.standalone === true,
    hasNotification: 'Notification' in window,
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
  };
}

const isIos = (ua: string) => /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && /Mobile/.test(ua));

/** Why push cannot work here, or null. iOS allows it only in an app opened from the home screen. */
export function pushBlocker(env: Env): PushMessage | null {
  if (isIos(env.userAgent) && !env.standalone) return PUSH_MESSAGES.iosHomeScreen;
  if (!env.hasNotification || !env.hasServiceWorker || !env.hasPushManager) return PUSH_MESSAGES.unsupported;
  return null;
}

function urlBase64ToUint8Array(base64: string) {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
}

/** Asks permission, subscribes with the server's VAPID key and stores the subscription on the server. */
export async function enablePush(): Promise<PushSubscription> {
  const blocker = pushBlocker(currentEnv());
  if (blocker) throw new PushSetupError(blocker, PUSH_MESSAGES.notEnabledTitle);
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError(PUSH_MESSAGES.notEnabled, PUSH_MESSAGES.notEnabledTitle);

  let key: string;
  try {
    key = (await apiJson<{ vapidPublicKey: string }>('GET', '/api/vapid-public-key')).vapidPublicKey;
    if (!key) throw new Error('empty');
  } catch {
    throw new PushSetupError(PUSH_MESSAGES.vapidFailed);
  }
  const registration = await navigator.serviceWorker.ready;
  try {
    return await store(registration, (await registration.pushManager.getSubscription()) ?? (await freshSubscription(registration, key)), key);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw new PushSetupError(PUSH_MESSAGES.authRequired);
    throw err;
  }
}

const freshSubscription = (registration: ServiceWorkerRegistration, key: string) =>
  registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: urlBase64ToUint8Array(key) });

/** Stores the browser's subscription for the signed-in account (its current session: server/db/schema/site.ts). */
async function store(registration: ServiceWorkerRegistration, subscription: PushSubscription, key: string | null): Promise<PushSubscription> {
  try {
    await apiJson('POST', '/api/notifications/subscribe', subscription.toJSON());
    return subscription;
  } catch (err) {
    // 409: this browser's subscription belongs to another account that signed in here before. The server never
    // hands it over; a new subscription (a new endpoint) is this account's own.
    if (!(err instanceof ApiError && err.status === 409)) throw err;
    await subscription.unsubscribe();
    key ??= (await apiJson<{ vapidPublicKey: string }>('GET', '/api/vapid-public-key')).vapidPublicKey;
    const fresh = await freshSubscription(registration, key);
    await apiJson('POST', '/api/notifications/subscribe', fresh.toJSON());
    return fresh;
  }
}

/**
 * A server-side subscription lives as long as the session that stored it (issue 29 point 2): after a sign-in, or on a
 * page load, a browser that has push on (permission granted, a subscription) stores it again for the session it has
 * now, as browsers do. Quiet: nothing to tell anyone if it fails; the next page load tries again.
 */
export async function resubscribePush(): Promise<void> {
  if (pushBlocker(currentEnv()) || Notification.permission !== 'granted') return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!registration || !subscription) return;
  await store(registration, subscription, null).catch(() => undefined);
}

export async function disablePush() {
  const registration = await navigator.serviceWorker?.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiJson('POST', '/api/notifications/unsubscribe', { endpoint: subscription.endpoint });
  await subscription.unsubscribe();
}
