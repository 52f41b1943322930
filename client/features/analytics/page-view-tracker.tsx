import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { apiRequest } from '@/lib/api-client';
import { afterIdle } from '@/lib/idle';
import { storage } from '@/lib/utils';

const VISITOR_KEY = 'fsf:visitor-id';

function visitorId() {
  let id = storage.get(VISITOR_KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => b.toString(16).padStart(2, '0')).join('');
    storage.set(VISITOR_KEY, id);
  }
  return id;
}

/** docs/product.md §S2: each route change is reported as a page view, first-party (no third-party script). */
export function PageViewTracker() {
  const [location] = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const referrer = previous.current ?? (document.referrer || null);
    previous.current = location;
    // When idle (lib/idle.ts), never cancelled: storage and the request were a third of the task of the page's first
    // effects on a slow phone (issue 31 point 1); a quick next page still counts this one.
    // keepalive: the last page view of a visit still arrives as the tab closes.
    afterIdle(() => {
      const view = { path: location, referrer: referrer?.slice(0, 1000) ?? null, visitorId: visitorId() };
      void apiRequest('POST', '/api/analytics/pageview', view, { keepalive: true }).catch(() => {});
    });
  }, [location]);
  return null;
}
