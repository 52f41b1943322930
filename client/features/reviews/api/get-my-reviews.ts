import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyReviewPage } from '@common/schemas/reviews';
import { fetchJson } from '@/lib/api-client';
import { reviewKeys } from './keys';

export const myReviewsQuery = queryOptions({
  queryKey: reviewKeys.mine(),
  queryFn: ({ signal }) => fetchJson<MyReviewPage>('/api/me/reviews', signal).then((r) => r.items),
});

export const useMyReviews = () => useQuery(myReviewsQuery);
