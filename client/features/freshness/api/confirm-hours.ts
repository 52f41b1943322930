import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import type { ConfirmHoursResponse } from '@common/schemas/freshness';
import { toast } from '@/components/ui/toast-store';
import { farmKeys } from '@/features/farms';
import { apiJson, errorMessage, retryMutation } from '@/lib/api-client';

/** "Hours still right": the listing's freshness updates in place, and the owner's lists refetch. */
export function useConfirmHours(farmId: number) {
  const { t } = useTranslation('freshness');
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: () => apiJson<ConfirmHoursResponse>('POST', `/api/farms/${farmId}/confirm`),
    onSuccess: ({ freshness }) => {
      qc.setQueryData<FarmDetail>(farmKeys.detail(farmId), (farm) => farm && { ...farm, freshness });
      // Said on screen: on the dashboard the prompt that held the button leaves as the list refetches.
      toast({ title: t('confirmed'), variant: 'success' });
      return Promise.all([qc.invalidateQueries({ queryKey: farmKeys.mine() }), qc.invalidateQueries({ queryKey: farmKeys.lists() })]);
    },
    onError: (err) => toast({ title: t('confirmFailed'), description: errorMessage(err), variant: 'error' }),
  });
}
