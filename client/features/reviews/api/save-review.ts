import { msg } from '@common/i18n/keys';
import type { ReviewInput, ReviewResult } from '@common/schemas/reviews';
import { useUser } from '@/features/auth';
import { useOfflineText } from '@/features/offline';
import { apiJson } from '@/lib/api-client';
import { sendOrQueue } from '@/lib/offline/send';
import { useReviewMutation } from './review-mutation';

/** A new review is kept on the phone without signal and posted when it returns (docs/product.md §10). */
export function useCreateReview(farmId: number, farmName: string) {
  const { user } = useUser();
  const offlineText = useOfflineText();
  const post = async ({ rating, body }: ReviewInput) => {
    const sent = await sendOrQueue<'review', ReviewResult>('review', { farmId, rating, body }, offlineText.label.review(farmName), user?.id ?? null);
    return sent.queued ? null : sent.result;
  };
  return useReviewMutation(farmId, post, { done: msg('reviews:toast.posted'), failed: msg('reviews:toast.postFailed') });
}

export const useEditReview = (farmId: number) =>
  useReviewMutation(farmId, ({ id, ...input }: ReviewInput & { id: string }) => apiJson<ReviewResult>('PUT', `/api/reviews/${id}`, input), {
    done: msg('reviews:toast.updated'),
    failed: msg('reviews:toast.updateFailed'),
  });
