import { msg } from '@common/i18n/keys';
import type { ReviewResult } from '@common/schemas/reviews';
import { apiJson } from '@/lib/api-client';
import { useReviewMutation } from './review-mutation';

export const useDeleteReview = (farmId: number) =>
  useReviewMutation(farmId, (id: string) => apiJson<ReviewResult>('DELETE', `/api/reviews/${id}`), {
    done: msg('reviews:toast.deleted'),
    failed: msg('reviews:toast.deleteFailed'),
  });
