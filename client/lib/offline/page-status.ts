import { useSyncExternalStore } from 'react';

/**
 * What the current page is showing when the signal is gone (decision 022): the oldest saved copy it shows, and
 * whether something it asked for could not be had. The request helpers report; the status bar reads.
 */
export interface PageStatus {
  online: boolean;
  /** The saved time of the oldest saved answer on this page, or null when everything is live. */
  savedAt: number | null;
  /** A request of this page failed for want of a connection, with no saved copy to stand in. */
  needsNetwork: boolean;
}

let state: PageStatus = { online: typeof navigator === 'undefined' ? true : navigator.onLine, savedAt: null, needsNetwork: false };
const listeners = new Set<() => void>();
const set = (next: Partial<PageStatus>) => {
  const merged = { ...state, ...next };
  if (merged.online === state.online && merged.savedAt === state.savedAt && merged.needsNetwork === state.needsNetwork) return;
  state = merged;
  for (const l of listeners) l();
};

export function noteSavedCopy(savedAtIso: string) {
  const at = Date.parse(savedAtIso);
  if (Number.isFinite(at)) set({ savedAt: state.savedAt === null ? at : Math.min(state.savedAt, at), online: false });
}
export const noteNetworkFailure = () => set({ needsNetwork: true, online: false });
/** A live answer: the connection works again, whatever failed before. */
export const noteLiveAnswer = () => set({ online: true, needsNetwork: false });
/** A new page: what the last one showed no longer counts. */
export const resetPageStatus = () => set({ savedAt: null, needsNetwork: false, online: navigator.onLine });

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ online: true, needsNetwork: false, savedAt: null }));
  window.addEventListener('offline', () => set({ online: false }));
}

const subscribe = (l: () => void) => (listeners.add(l), () => listeners.delete(l));
export const usePageStatus = () => useSyncExternalStore(subscribe, () => state);
