import { useEffect, useSyncExternalStore } from 'react';
import { onOfflineNews } from './channel';
import type { OutboxItem } from './outbox-actions';

/**
 * The signed-in user's waiting and failed actions, as the page shows them; reloaded whenever the outbox changes. Read
 * by every heart (favorites' ids), so the outbox's own code (IndexedDB, outbox.ts) loads only with its sender (the
 * offline bar, once it is due) or a dismissal, not with the page (decision 077).
 */
const outbox = () => import('./outbox');
let items: OutboxItem[] = [];
let userId: string | null = null;
const listeners = new Set<() => void>();

async function reload() {
  const next = await outbox()
    .then((m) => m.outboxItems(userId))
    .catch(() => []);
  // Nothing waiting before or after (most loads, and every signed-out one): the same snapshot. A new empty array would
  // make every heart on the page render again, in one synchronous task (a store's change is urgent in React).
  if (!next.length && !items.length) return;
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

export const dismissOutboxItem = (id: string) => outbox().then((m) => m.removeOutboxItem(id));

/**
 * For the signed-in user: shows their outbox, and sends it on start and whenever the browser comes back online
 * (Background Sync does the same from the worker where the browser has it; the outbox lock and the keys keep it
 * to one send). `onSent` runs after an action reached the server, to refresh what it changed.
 */
const RETRIES = 5;

export function useOutboxSender(currentUser: string | null, onSent: () => void) {
  useEffect(() => {
    userId = currentUser;
    void reload();
    if (!currentUser) return;
    // A send that must wait (the signal just back and the first request still failing, so the owner check found only
    // the saved copy of who was signed in) is tried again a few times, 1 s then doubling, while the browser says it is
    // online: otherwise a message waited for the next 'online' event or the browser's Background Sync back-off.
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const flush = () => {
      clearTimeout(retry);
      void outbox()
        .then((m) => m.flushOutbox(currentUser))
        .then((outcome) => {
          if (outcome === 'retry-later' && navigator.onLine && attempt < RETRIES) retry = setTimeout(flush, 1_000 * 2 ** attempt++);
        })
        .catch(() => undefined);
    };
    const online = () => {
      attempt = 0;
      flush();
    };
    flush();
    const stop = onOfflineNews((news) => {
      if (news.type !== 'outbox') return;
      void reload();
      if (news.sent) onSent();
    });
    window.addEventListener('online', online);
    return () => {
      stop();
      clearTimeout(retry);
      window.removeEventListener('online', online);
    };
  }, [currentUser, onSent]);
}
