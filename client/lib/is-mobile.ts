/** docs/product.md §S9: mobile means a screen 768 px wide or less, or a mobile user agent. */
export const MOBILE_MAX_WIDTH = 768;
const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;

export function isMobile(win: Pick<Window, 'innerWidth' | 'navigator'> | undefined = typeof window === 'undefined' ? undefined : window) {
  if (!win) return false;
  return win.innerWidth <= MOBILE_MAX_WIDTH || MOBILE_UA.test(win.navigator.userAgent);
}
