import type { ReviewInput, ReviewResult } from '@common/schemas/reviews';
import { apiJson } from '@/lib/api-client';
import { useReviewMutation } from './review-mutation';

export const useCreateReview = (farmId: number) =>
  useReviewMutation(farmId, (input: ReviewInput) => apiJson<ReviewResult>('POST', `/api/farms/${farmId}/reviews`, input), {
    done: 'Review posted',
    failed: 'Could not post your review',
  });

export const useEditReview = (farmId: number) =>
  useReviewMutation(farmId, ({ id, ...input }: ReviewInput & { id: string }) => apiJson<ReviewResult>('PUT', `/api/reviews/${id}`, input), {
    done: 'Review updated',
    failed: 'Could not update your review',
  });
