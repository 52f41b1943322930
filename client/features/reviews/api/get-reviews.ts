import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
import type { ReviewPage } from '@common/schemas/reviews';
import { fetchJson } from '@/lib/api-client';
import { listingReviewsPath } from '@/lib/offline/saved-rules';
import { reviewKeys } from './keys';

// The first page's address is the one saved with a listing for offline (decision 022).
export const reviewsQuery = (farmId: number) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.farm(farmId),
    // null, as a server-rendered page seeds its first page (client/entry-server.tsx).
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => fetchJson<ReviewPage>(`${listingReviewsPath(farmId)}${pageParam ? `&cursor=${pageParam}` : ''}`, signal),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useReviews = (farmId: number) => useInfiniteQuery(reviewsQuery(farmId));

/** The first page, loaded by the server into the listing's page: the reviews are there without scripts, and do not
 * replace a spinner (pushing the page down) when the section is scrolled to. */
export const reviewsPageQuery = (farmId: number): PageQuery => ({
  queryKey: reviewKeys.farm(farmId),
  infinite: true,
  from: { source: 'farms.reviews', id: String(farmId) },
});
