import type { ReviewResult } from '@common/schemas/reviews';
import { apiJson } from '@/lib/api-client';
import { useReviewMutation } from './review-mutation';

export const useDeleteReview = (farmId: number) =>
  useReviewMutation(farmId, (id: string) => apiJson<ReviewResult>('DELETE', `/api/reviews/${id}`), {
    done: 'Review deleted',
    failed: 'Could not delete the review',
  });
