import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import type { ReviewResult } from '@common/schemas/reviews';
import { toast } from '@/components/ui/toast-store';
import { celebrate } from '@/features/achievements';
import { farmKeys } from '@/features/farms';
import { useOfflineText } from '@/features/offline';
import { errorMessage, retryMutation } from '@/lib/api-client';
import { reviewKeys } from './keys';

/** Toast messages as `reviews` catalogue keys (`msg('reviews:toast.posted')`), said in the reader's language. */
export interface ReviewToasts {
  done: string;
  failed: string;
}

/**
 * What every review change shares: the listing's new rating goes straight into the cached listing (the
 * stars in its header change at once), the reviews refetch, badges are celebrated, failures toast. A request
 * answering null was kept on the phone to send later (offline).
 */
export function useReviewMutation<V>(farmId: number, request: (vars: V) => Promise<ReviewResult | null>, messages: ReviewToasts) {
  const { t } = useTranslation('reviews');
  const say = t as unknown as (key: string) => string;
  const offlineText = useOfflineText();
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: request,
    onSuccess: (result) => {
      if (!result) return toast({ ...offlineText.queued.review, variant: 'success' });
      qc.setQueryData<FarmDetail>(farmKeys.detail(farmId), (farm) => farm && { ...farm, ratingAvg: result.rating.avg, ratingCount: result.rating.count });
      if (!celebrate(qc, result.earned)) toast({ title: say(messages.done), variant: 'success' });
      return Promise.all([qc.invalidateQueries({ queryKey: reviewKeys.farm(farmId) }), qc.invalidateQueries({ queryKey: farmKeys.lists() })]);
    },
    onError: (err) => toast({ title: say(messages.failed), description: errorMessage(err), variant: 'error' }),
  });
}
