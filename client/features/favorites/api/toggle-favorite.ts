import { useTranslation } from '@/lib/i18n/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmDetail } from '@common/schemas/farms';
import type { FavoriteResult } from '@common/schemas/favorites';
import { toast } from '@/components/ui/toast-store';
import { celebrate } from '@/features/achievements';
import { useUser } from '@/features/auth';
import { farmKeys } from '@/features/farms';
import { useOfflineText } from '@/features/offline';
import { sendOrQueue } from '@/lib/offline/send';
import { errorMessage, retryMutation } from '@/lib/api-client';
import { favoriteKeys } from './keys';

interface Vars {
  farmId: number;
  farmName: string;
  favorite: boolean;
}

/**
 * The heart: it fills (or empties) at once, and rolls back with a toast if the server refuses, so a tap on one
 * bar of signal never waits and never lies. A tap made with no signal (saving or removing) stays as tapped: it is
 * kept on the phone and sent, in order, when the signal returns (docs/product.md §10).
 */
export function useToggleFavorite() {
  const { t } = useTranslation('favorites');
  const qc = useQueryClient();
  const { user } = useUser();
  const offlineText = useOfflineText();
  const setIds = (farmId: number, on: boolean) =>
    qc.setQueryData<number[]>(favoriteKeys.ids(), (ids = []) => (on ? [...new Set([...ids, farmId])] : ids.filter((id) => id !== farmId)));
  return useMutation({
    retry: retryMutation,
    mutationFn: async ({ farmId, farmName, favorite }: Vars): Promise<FavoriteResult | null> => {
      const label = favorite ? offlineText.label.favorite(farmName) : offlineText.label.unfavorite(farmName);
      const sent = await sendOrQueue<'favorite' | 'unfavorite', FavoriteResult>(favorite ? 'favorite' : 'unfavorite', { farmId }, label, user?.id ?? null);
      return sent.queued ? null : sent.result;
    },
    onMutate: async ({ farmId, favorite }) => {
      await qc.cancelQueries({ queryKey: favoriteKeys.ids() });
      setIds(farmId, favorite);
    },
    onSuccess: (result, { favorite }) => {
      if (!result) return toast({ ...(favorite ? offlineText.queued.favorite : offlineText.queued.unfavorite), variant: 'success' });
      qc.setQueryData<FarmDetail>(farmKeys.detail(result.farmId), (farm) => farm && { ...farm, favoriteCount: result.favoriteCount });
      if (!celebrate(qc, result.earned)) {
        toast({ title: result.favorited ? t('toast.saved') : t('toast.removed'), variant: 'success' });
      }
      return qc.invalidateQueries({ queryKey: favoriteKeys.all, refetchType: 'inactive' });
    },
    onError: (err, { farmId, favorite }) => {
      setIds(farmId, !favorite);
      toast({ title: favorite ? t('toast.saveFailed') : t('toast.removeFailed'), description: errorMessage(err), variant: 'error' });
    },
  });
}
