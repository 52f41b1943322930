import { useMutation } from '@tanstack/react-query';
import type { ReviewReportResult, ReviewResult } from '@common/schemas/reviews';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, apiJson } from '@/lib/api-client';
import { useReviewMutation } from './review-mutation';

/** The listing's farmer answers, once. */
export const useReplyToReview = (farmId: number) =>
  useReviewMutation(farmId, ({ id, body }: { id: string; body: string }) => apiJson<ReviewResult>('POST', `/api/reviews/${id}/reply`, { body }), {
    done: 'Reply posted',
    failed: 'Could not post your reply',
  });

/** Admins hide a review (it leaves the rating) or bring it back. */
export const useHideReview = (farmId: number) =>
  useReviewMutation(farmId, ({ id, hidden }: { id: string; hidden: boolean }) => apiJson<ReviewResult>('PATCH', `/api/reviews/${id}/hidden`, { hidden }), {
    done: 'Review visibility changed',
    failed: 'Could not change the review',
  });

export function useReportReview() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => apiJson<ReviewReportResult>('POST', `/api/reviews/${id}/report`, { reason }),
    onSuccess: () => toast({ title: 'Thanks for telling us', description: 'An admin will look at this review.', variant: 'success' }),
    onError: (err) => toast({ title: 'Could not report the review', description: errorMessage(err), variant: 'error' }),
  });
}
