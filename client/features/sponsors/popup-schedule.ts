import { storage, sessionStore } from '@/lib/utils';

/** docs/product.md §S4 and §S9: 3 page views, then at most once an hour and once a session. */
export const VIEWS_KEY = 'fsf:page-views';
export const LAST_SHOWN_KEY = 'fsf:sponsor-last-shown';
export const SHOWN_THIS_SESSION_KEY = 'fsf:sponsor-shown';
export const SESSION_ID_KEY = 'fsf:session-id';
export const MIN_HOURS_BETWEEN = 1;

export function countPageView(): number {
  const views = Number(storage.get(VIEWS_KEY) ?? 0) + 1;
  storage.set(VIEWS_KEY, String(views));
  return views;
}

export function shouldShowSponsor({
  views,
  minViews,
  lastShownAt,
  shownThisSession,
  now,
}: {
  views: number;
  minViews: number;
  lastShownAt: number | null;
  shownThisSession: boolean;
  now: number;
}) {
  if (shownThisSession) return false;
  if (views < minViews) return false;
  return lastShownAt === null || now - lastShownAt > MIN_HOURS_BETWEEN * 3600_000;
}

export function readSchedule(minViews: number, now = Date.now()) {
  const last = storage.get(LAST_SHOWN_KEY);
  return shouldShowSponsor({
    views: Number(storage.get(VIEWS_KEY) ?? 0),
    minViews,
    lastShownAt: last ? Number(last) : null,
    shownThisSession: sessionStore.get(SHOWN_THIS_SESSION_KEY) === '1',
    now,
  });
}

export function markShown(now = Date.now()) {
  storage.set(LAST_SHOWN_KEY, String(now));
  sessionStore.set(SHOWN_THIS_SESSION_KEY, '1');
}

/** A random id per browser session: the server counts one impression per showing with it. */
export function sponsorSessionId() {
  let id = sessionStore.get(SESSION_ID_KEY);
  if (!id) {
    id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
    sessionStore.set(SESSION_ID_KEY, id);
  }
  return id;
}
