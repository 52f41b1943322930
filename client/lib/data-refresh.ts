import type { QueryClient } from '@tanstack/react-query';

/** docs/product.md §S4 and §S9: refresh on return to a hidden tab (500 ms), on focus after hiding (300 ms), on reconnect (1000 ms). */
export const REFRESH_DELAYS = { visible: 500, focus: 300, online: 1000 } as const;

export function installDataRefresh(queryClient: QueryClient, win: Window = window) {
  let hidden = false;
  let hiddenSinceFocus = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = (delay: number) => {
    clearTimeout(timer); // several events at once (visible, then focus) make one refresh
    timer = setTimeout(() => void queryClient.invalidateQueries({ refetchType: 'active' }), delay);
  };
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') {
      hidden = true;
      hiddenSinceFocus = true;
    } else if (hidden) {
      hidden = false;
      refresh(REFRESH_DELAYS.visible);
    }
  };
  const onFocus = () => {
    if (!hiddenSinceFocus) return;
    hiddenSinceFocus = false;
    refresh(REFRESH_DELAYS.focus);
  };
  const onOnline = () => refresh(REFRESH_DELAYS.online);
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('focus', onFocus);
  win.addEventListener('online', onOnline);
  return () => {
    clearTimeout(timer);
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('focus', onFocus);
    win.removeEventListener('online', onOnline);
  };
}
