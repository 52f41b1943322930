import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { FarmPage } from '@common/schemas/farms';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { farmKeys } from './keys';

export const PAGE_SIZE = 20;

export function fetchFarms(apiQuery: string, cursor: string | null, signal?: AbortSignal) {
  const p = new URLSearchParams(apiQuery);
  p.set('limit', String(PAGE_SIZE));
  if (cursor) p.set('cursor', cursor);
  return fetchJson<FarmPage>(`/api/farms?${p}`, signal);
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

/** Keeps the last results on screen while a changed filter loads: no flash of skeletons, no jump. */
export const useFarms = (apiQuery: string, enabled = true) => useInfiniteQuery({ ...farmListQuery(apiQuery), enabled, placeholderData: keepPreviousData });
