import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useUser } from '@/features/auth/api/use-user';
import { OFFLINE_DB } from '@/lib/offline/db-name';
import { usePageStatus } from '@/lib/offline/page-status';
import { useUpdateReady } from '@/lib/offline/service-worker';
import { useIsClient } from '@/lib/use-is-client';

// Offline status, actions waiting to send, a new release (decision 022). Never in the server's HTML, which cannot
// know; and its code and words load only once it may have something to say or do: someone is signed in (their
// saved pages and outbox), the phone keeps an offline store from an earlier visit (another user's pages to clear),
// the page is offline or a saved copy, or a new release waits. A first visit of a reader who is not signed in, on
// a working connection, never downloads it.
// A download that fails (the signal went before the service worker had the app) leaves the slot empty for this
// page view rather than taking the page down.
const OfflineBar = lazy<ComponentType>(() => import('@/features/offline/components/offline-bar').catch(() => ({ default: () => null })));

/** Whether this phone has the offline database; `databases()` lists without opening (where missing: assume so). */
function useOfflineStoreKept(): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const listing = typeof indexedDB === 'undefined' ? undefined : indexedDB.databases?.();
    if (!listing) return setKept(true);
    listing.then(
      (dbs) => dbs.some((db) => db.name === OFFLINE_DB) && setKept(true),
      () => setKept(true),
    );
  }, []);
  return kept;
}

/**
 * In the browser only, and its own component: the switch from the server's markup to the browser's (useIsClient)
 * re-renders only this, not the whole page right after hydration.
 */
export function OfflineBarSlot() {
  return useIsClient() ? <OfflineBarWhenDue /> : null;
}

function OfflineBarWhenDue() {
  const { user } = useUser();
  const status = usePageStatus();
  const updateReady = useUpdateReady();
  const kept = useOfflineStoreKept();
  const [due, setDue] = useState(false);
  const now = !!user || kept || !status.online || status.savedAt !== null || status.needsNetwork || updateReady;
  // Once loaded it stays: it keeps the outbox and the saved pages' owner up to date from then on.
  useEffect(() => void (now && setDue(true)), [now]);
  if (!due && !now) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBar />
    </Suspense>
  );
}
