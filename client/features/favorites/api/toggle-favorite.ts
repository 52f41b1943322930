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
import { errorMessage, retryMutation, apiJson } from '@/lib/api-client';
import { favoriteKeys } from './keys';

interface Vars {
  farmId: number;
  farmName: string;
  favorite: boolean;
}

/**
 * The heart: it fills (or empties) at once, and rolls back with a toast if the server refuses or the
 * signal drops, so a tap on one bar of signal never waits and never lies. A favorite made with no signal at all
 * stays filled: it is kept on the phone and sent when the signal returns (PRODUCT.md 10).
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
      if (!favorite) return apiJson<FavoriteResult>('DELETE', `/api/favorites/${farmId}`);
      const sent = await sendOrQueue<'favorite', FavoriteResult>('favorite', { farmId }, offlineText.label.favorite(farmName), user?.id ?? null);
      return sent.queued ? null : sent.result;
    },
    onMutate: async ({ farmId, favorite }) => {
      await qc.cancelQueries({ queryKey: favoriteKeys.ids() });
      setIds(farmId, favorite);
    },
    onSuccess: (result) => {
      if (!result) return toast({ ...offlineText.queued.favorite, variant: 'success' });
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
