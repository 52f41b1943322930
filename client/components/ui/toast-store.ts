import { useSyncExternalStore } from 'react';

/** docs/product.md §S9: one toast at a time, gone after 2 s, forgotten 1,000,000 ms after it closes. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 2_000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant?: 'default' | 'success' | 'error' | 'badge';
  open: boolean;
}

type Listener = () => void;
let toasts: ToastItem[] = [];
const listeners = new Set<Listener>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((l) => l());
}

function scheduleRemoval(id: string) {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function toast(input: Omit<ToastItem, 'id' | 'open'>) {
  const id = String(++counter);
  // The newest replaces the rest: with a limit of one, a second toast takes the first one's place.
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
}

/** Calls `done` once this toast is closed or replaced (the overlay queue waits on a badge's toast: lib/overlay-queue.ts). */
export function whenToastCloses(id: string, done: () => void) {
  const check = () => {
    const item = toasts.find((t) => t.id === id);
    if (item?.open) return;
    listeners.delete(check);
    done();
  };
  listeners.add(check);
  check();
}

export function useToasts() {
  return useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => toasts,
    () => toasts,
  );
}

export const _resetToastsForTest = () => emit([]);
