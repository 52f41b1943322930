import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { VisitPage } from '@common/schemas/visits';
import { fetchJson } from '@/lib/api-client';
import { visitKeys } from './keys';

export const visitsQuery = infiniteQueryOptions({
  queryKey: visitKeys.all,
  initialPageParam: '',
  queryFn: ({ pageParam, signal }) => fetchJson<VisitPage>(`/api/visits?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

export const useVisits = () => useInfiniteQuery(visitsQuery);
