import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MapFeatureCollection } from '@common/schemas/farms';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { farmKeys } from './keys';

/**
 * GET /api/farms/map for one box and zoom. The query key holds the box, so a pan makes a new query and
 * TanStack Query aborts the stale request (the fetch uses its signal); the old markers stay until then.
 */
export const farmMapQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: farmKeys.map(apiQuery),
    queryFn: ({ signal }) => fetchJson<MapFeatureCollection>(`/api/farms/map?${apiQuery}`, signal),
    retry: retryUnlessClientError,
    staleTime: 30_000,
  });

export const useFarmMap = (apiQuery: string | null) =>
  useQuery({ ...farmMapQuery(apiQuery ?? ''), enabled: apiQuery !== null, placeholderData: keepPreviousData });
