import { useEffect, useRef, type RefObject } from 'react';

/**
 * After a row moves (up/down buttons), keep the keyboard on that row: focus the same button, or the other
 * one when the row reached an end and its button became disabled. Runs after the list re-renders.
 */
export function useFocusAfterMove(list: RefObject<HTMLElement | null>, deps: unknown) {
  const pending = useRef<{ key: string; first: boolean } | null>(null);
  useEffect(() => {
    const want = pending.current;
    if (!want || !list.current) return;
    pending.current = null;
    const row = list.current.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(want.key)}"]`);
    const buttons = [...(row?.querySelectorAll<HTMLButtonElement>('button[data-move]') ?? [])];
    const [a, b] = want.first ? buttons : buttons.reverse();
    (a && !a.disabled ? a : b)?.focus();
  }, [deps, list]);
  return (key: string, delta: -1 | 1) => {
    pending.current = { key, first: delta < 0 };
  };
}
