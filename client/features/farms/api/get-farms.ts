import { useEffect } from 'react';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
import type { FarmPage } from '@common/schemas/farms';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { keepForOffline } from '@/lib/offline/keep';
import { takeServerAnswer } from '@/lib/server-state';
import { farmKeys } from './keys';

export const PAGE_SIZE = 20;

/** The query string of one page of GET /api/farms. */
function pageParams(apiQuery: string, cursor: string | null) {
  const p = new URLSearchParams(apiQuery);
  p.set('limit', String(PAGE_SIZE));
  if (cursor) p.set('cursor', cursor);
  return p;
}

export function fetchFarms(apiQuery: string, cursor: string | null, signal?: AbortSignal) {
  return fetchJson<FarmPage>(`/api/farms?${pageParams(apiQuery, cursor)}`, signal);
}

/** GET /api/farms, paged by the server's cursor ("Load more" fetches the next page). */
export const farmListQuery = (apiQuery: string) =>
  infiniteQueryOptions({
    queryKey: farmKeys.list(apiQuery),
    queryFn: ({ pageParam, signal }) => fetchFarms(apiQuery, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: retryUnlessClientError,
  });

/** The first page of a list, loaded by the server into a server-rendered page (the same request as above). */
export const farmListPageQuery = (apiQuery: string): PageQuery => ({
  queryKey: farmKeys.list(apiQuery),
  infinite: true,
  from: { source: 'farms.search', query: Object.fromEntries(pageParams(apiQuery, null)) },
});

/**
 * Keeps the last results on screen while a changed filter loads: no flash of skeletons, no jump. A first page
 * that came with the server's HTML (a reload, a link, a bookmark) is handed to the service worker: it is the
 * signed-in user's last search, kept for offline like one fetched here (decision 022).
 */
export function useFarms(apiQuery: string, enabled = true) {
  const results = useInfiniteQuery({ ...farmListQuery(apiQuery), enabled, placeholderData: keepPreviousData });
  const first = results.isPlaceholderData ? undefined : results.data?.pages[0];
  useEffect(() => {
    if (first && takeServerAnswer(farmKeys.list(apiQuery))) keepForOffline(`/api/farms?${pageParams(apiQuery, null)}`, first);
  }, [apiQuery, first]);
  return results;
}
