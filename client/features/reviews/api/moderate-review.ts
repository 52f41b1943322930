import { useTranslation } from '@/lib/i18n/react';
import { msg } from '@common/i18n/keys';
import { useMutation } from '@tanstack/react-query';
import type { ReviewReportResult, ReviewResult } from '@common/schemas/reviews';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, apiJson } from '@/lib/api-client';
import { useReviewMutation } from './review-mutation';

/** The listing's farmer answers, once. */
export const useReplyToReview = (farmId: number) =>
  useReviewMutation(farmId, ({ id, body }: { id: string; body: string }) => apiJson<ReviewResult>('POST', `/api/reviews/${id}/reply`, { body }), {
    done: msg('reviews:toast.replied'),
    failed: msg('reviews:toast.replyFailed'),
  });

/** Admins hide a review (it leaves the rating) or bring it back. */
export const useHideReview = (farmId: number) =>
  useReviewMutation(farmId, ({ id, hidden }: { id: string; hidden: boolean }) => apiJson<ReviewResult>('PATCH', `/api/reviews/${id}/hidden`, { hidden }), {
    done: msg('reviews:toast.visibility'),
    failed: msg('reviews:toast.visibilityFailed'),
  });

export function useReportReview() {
  const { t } = useTranslation('reviews');
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiJson<ReviewReportResult>('POST', `/api/reviews/${id}/report`, { reason }),
    onSuccess: () => toast({ title: t('toast.reported'), description: t('toast.reportedHint'), variant: 'success' }),
    onError: (err) => toast({ title: t('toast.reportFailed'), description: errorMessage(err), variant: 'error' }),
  });
}
