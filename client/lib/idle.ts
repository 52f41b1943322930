/**
 * Runs `fn` when the browser is idle (at most `timeout` ms later), and returns a cancel. For work right after a page
 * starts that nothing on screen waits for: the first read of localStorage alone can take 10 ms on a phone, and in
 * hydration's task it lengthens the longest task a tap would wait behind.
 */
export function afterIdle(fn: () => void, timeout = 1_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(fn, 0);
  return () => window.clearTimeout(id);
}
