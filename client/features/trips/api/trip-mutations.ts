import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { TripInput, TripResult } from '@common/schemas/trips';
import { toast } from '@/components/ui/toast-store';
import { celebrate } from '@/features/achievements';
import { errorMessage, retryMutation, apiJson, apiRequest } from '@/lib/api-client';
import { tripKeys } from './keys';

// The keys below travel as values: t('trips:toast.saved') t('trips:toast.added') t('trips:toast.createFailed')
// t('trips:toast.saveFailed') t('trips:toast.addFailed') t('trips:toast.optimizeFailed')
type TripFailure = 'toast.createFailed' | 'toast.saveFailed' | 'toast.addFailed' | 'toast.optimizeFailed';

/** Every trip change answers the whole planned trip: it goes straight into the cache. */
function useTripMutation<V>(request: (v: V) => Promise<TripResult>, keys: { done?: 'toast.saved' | 'toast.added'; failed: TripFailure }) {
  const qc = useQueryClient();
  const { t } = useTranslation('trips');
  const messages = { done: keys.done && t(keys.done), failed: t(keys.failed) };
  return useMutation({
    retry: retryMutation,
    mutationFn: request,
    onSuccess: (result) => {
      qc.setQueryData(tripKeys.detail(result.trip.id), result.trip);
      if (!celebrate(qc, result.earned) && messages.done) toast({ title: messages.done, variant: 'success' });
      return qc.invalidateQueries({ queryKey: tripKeys.lists() });
    },
    onError: (err) => toast({ title: messages.failed, description: errorMessage(err), variant: 'error' }),
  });
}

export const useCreateTrip = () => useTripMutation((input: TripInput) => apiJson<TripResult>('POST', '/api/trips', input), { failed: 'toast.createFailed' });

export const useSaveTrip = (id: string) =>
  useTripMutation((input: TripInput) => apiJson<TripResult>('PUT', `/api/trips/${id}`, input), { done: 'toast.saved', failed: 'toast.saveFailed' });

export const useAddStop = () =>
  useTripMutation(({ tripId, farmId }: { tripId: string; farmId: number }) => apiJson<TripResult>('POST', `/api/trips/${tripId}/stops`, { farmId }), {
    done: 'toast.added',
    failed: 'toast.addFailed',
  });

export const useOptimizeTrip = (id: string) =>
  useTripMutation(() => apiJson<TripResult>('POST', `/api/trips/${id}/optimize`), { failed: 'toast.optimizeFailed' });

export function useDeleteTrip() {
  const qc = useQueryClient();
  const { t } = useTranslation('trips');
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/trips/${id}`),
    onSuccess: () => {
      toast({ title: t('toast.deleted'), variant: 'success' });
      return qc.invalidateQueries({ queryKey: tripKeys.all });
    },
    onError: (err) => toast({ title: t('toast.deleteFailed'), description: errorMessage(err), variant: 'error' }),
  });
}
