import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InSeasonAnswer } from '@common/schemas/in-season';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { inSeasonKeys } from './keys';

/** GET /api/in-season?near|location&radius&unit: the available products around a place, grouped. */
export const inSeasonQuery = (apiQuery: string) =>
  queryOptions({
    queryKey: inSeasonKeys.groups(apiQuery),
    queryFn: ({ signal }) => fetchJson<InSeasonAnswer>(`/api/in-season?${apiQuery}`, signal),
    retry: retryUnlessClientError,
  });

export const useInSeason = (apiQuery: string, enabled: boolean) => useQuery({ ...inSeasonQuery(apiQuery), enabled, placeholderData: keepPreviousData });
