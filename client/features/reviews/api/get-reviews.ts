import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@common/schemas/reviews';
import { fetchJson } from '@/lib/api-client';
import { reviewKeys } from './keys';

export const reviewsQuery = (farmId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.farm(farmId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchJson<ReviewPage>(`/api/farms/${farmId}/reviews?limit=10${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useReviews = (farmId: number) => useInfiniteQuery(reviewsQuery(farmId));
