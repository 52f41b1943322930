import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ReviewPage } from '@common/schemas/reviews';
import { fetchJson } from '@/lib/api-client';
import { listingReviewsPath } from '@/lib/offline/saved-rules';
import { reviewKeys } from './keys';

// The first page's address is the one saved with a listing for offline (decision 022).
export const reviewsQuery = (farmId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.farm(farmId),
    initialPageParam: '',
    queryFn: ({ pageParam, signal }) => fetchJson<ReviewPage>(`${listingReviewsPath(farmId)}${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useReviews = (farmId: number) => useInfiniteQuery(reviewsQuery(farmId));
