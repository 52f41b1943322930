import { QueryClient } from '@tanstack/react-query';
import { getQueryFn, isAuthError } from './api-client';
import { isMobile } from './is-mobile';

const MINUTE = 60_000;

/** The query defaults of docs/product.md §S9, exactly. `mobile` is decided once, at start. */
export function queryDefaults(mobile: boolean) {
  return {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      refetchInterval: false as const,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      staleTime: mobile ? 2 * MINUTE : 1 * MINUTE,
      gcTime: 10 * MINUTE,
      retry: (failureCount: number, error: unknown) => !mobile && !isAuthError(error) && failureCount < 1,
      retryDelay: 500,
      // Ask even when the browser says it is offline: the service worker may answer with a saved copy, and a
      // page that cannot get its data says so instead of waiting, paused, for a signal (decision 022).
      networkMode: 'always' as const,
    },
    mutations: {
      networkMode: 'always' as const,
      retry: (failureCount: number, error: unknown) => !isAuthError(error) && failureCount < 1,
    },
  };
}

/** The user query and the site-settings queries stay fresh for 15 minutes. */
export const LONG_STALE_TIME = 15 * MINUTE;

export function createQueryClient(mobile = isMobile()) {
  return new QueryClient({ defaultOptions: queryDefaults(mobile) });
}
