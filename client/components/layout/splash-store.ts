import { useSyncExternalStore } from 'react';

/** Whether the first-load splash has finished: the sponsor popup waits for it (docs/product.md §S4). */
let done = false;
const listeners = new Set<() => void>();

export function markInitialSplashDone() {
  if (done) return;
  done = true;
  listeners.forEach((l) => l());
}

export function useInitialSplashDone() {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => done,
    () => done,
  );
}
