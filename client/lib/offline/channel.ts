/** News between the service worker and the app's tabs: the outbox changed, saved data was cleared. */
export type OfflineNews = { type: 'outbox'; sent?: string } | { type: 'saved-cleared' };

const CHANNEL = 'fsf-offline';
let channel: BroadcastChannel | undefined;
const get = () => (channel ??= new BroadcastChannel(CHANNEL));

export function notifyOffline(news: OfflineNews) {
  if (typeof BroadcastChannel === 'undefined') return;
  get().postMessage(news);
  // BroadcastChannel does not deliver to its own sender: tell this context's listeners too.
  for (const l of listeners) l(news);
}

const listeners = new Set<(news: OfflineNews) => void>();
export function onOfflineNews(listener: (news: OfflineNews) => void) {
  listeners.add(listener);
  const onMessage = (e: MessageEvent<OfflineNews>) => listener(e.data);
  if (typeof BroadcastChannel !== 'undefined') get().addEventListener('message', onMessage);
  return () => {
    listeners.delete(listener);
    channel?.removeEventListener('message', onMessage);
  };
}
