import { useEffect, useSyncExternalStore } from 'react';
import { onOfflineNews } from './channel';
import { flushOutbox, outboxItems, removeOutboxItem } from './outbox';
import type { OutboxItem } from './outbox-actions';

/** The signed-in user's waiting and failed actions, as the page shows them; reloaded whenever the outbox changes. */
let items: OutboxItem[] = [];
let userId: string | null = null;
const listeners = new Set<() => void>();

async function reload() {
  const next = await outboxItems(userId).catch(() => []);
  items = next;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l));
const EMPTY: OutboxItem[] = [];
export const useOutbox = () =>
  useSyncExternalStore(
    subscribe,
    () => items,
    () => EMPTY,
  );

export const dismissOutboxItem = (id: string) => removeOutboxItem(id);

/**
 * For the signed-in user: shows their outbox, and sends it on start and whenever the browser comes back online
 * (Background Sync does the same from the worker where the browser has it; the outbox lock and the keys keep it
 * to one send). `onSent` runs after an action reached the server, to refresh what it changed.
 */
export function useOutboxSender(currentUser: string | null, onSent: () => void) {
  useEffect(() => {
    userId = currentUser;
    void reload();
    if (!currentUser) return;
    const flush = () => void flushOutbox(currentUser).catch(() => undefined);
    flush();
    const stop = onOfflineNews((news) => {
      if (news.type !== 'outbox') return;
      void reload();
      if (news.sent) onSent();
    });
    window.addEventListener('online', flush);
    return () => {
      stop();
      window.removeEventListener('online', flush);
    };
  }, [currentUser, onSent]);
}
