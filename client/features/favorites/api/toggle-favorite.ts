import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmDetail } from '@common/schemas/farms';
import type { FavoriteResult } from '@common/schemas/favorites';
import { toast } from '@/components/ui/toast-store';
import { celebrate } from '@/features/achievements/celebrate';
import { farmKeys } from '@/features/farms/api/keys';
import { errorMessage, retryMutation, apiJson } from '@/lib/api-client';
import { favoriteKeys } from './keys';

interface Vars {
  farmId: number;
  favorite: boolean;
}

/**
 * The heart: it fills (or empties) at once, and rolls back with a toast if the server refuses or the
 * signal drops, so a tap on one bar of signal never waits and never lies.
 */
export function useToggleFavorite() {
  const qc = useQueryClient();
  const setIds = (farmId: number, on: boolean) =>
    qc.setQueryData<number[]>(favoriteKeys.ids(), (ids = []) => (on ? [...new Set([...ids, farmId])] : ids.filter((id) => id !== farmId)));
  return useMutation({
    retry: retryMutation,
    mutationFn: ({ farmId, favorite }: Vars) =>
      favorite ? apiJson<FavoriteResult>('POST', '/api/favorites', { farmId }) : apiJson<FavoriteResult>('DELETE', `/api/favorites/${farmId}`),
    onMutate: async ({ farmId, favorite }) => {
      await qc.cancelQueries({ queryKey: favoriteKeys.ids() });
      setIds(farmId, favorite);
    },
    onSuccess: (result) => {
      qc.setQueryData<FarmDetail>(farmKeys.detail(result.farmId), (farm) => farm && { ...farm, favoriteCount: result.favoriteCount });
      if (!celebrate(qc, result.earned)) {
        toast({ title: result.favorited ? 'Saved to favorites' : 'Removed from favorites', variant: 'success' });
      }
      return qc.invalidateQueries({ queryKey: favoriteKeys.all, refetchType: 'inactive' });
    },
    onError: (err, { farmId, favorite }) => {
      setIds(farmId, !favorite);
      toast({ title: favorite ? 'Could not save this stand' : 'Could not remove this stand', description: errorMessage(err), variant: 'error' });
    },
  });
}
