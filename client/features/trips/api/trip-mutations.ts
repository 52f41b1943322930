import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TripInput, TripResult } from '@common/schemas/trips';
import { toast } from '@/components/ui/toast-store';
import { celebrate } from '@/features/achievements/celebrate';
import { errorMessage, retryMutation, apiJson, apiRequest } from '@/lib/api-client';
import { tripKeys } from './keys';

/** Every trip change answers the whole planned trip: it goes straight into the cache. */
function useTripMutation<V>(request: (v: V) => Promise<TripResult>, messages: { done?: string; failed: string }) {
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: request,
    onSuccess: (result) => {
      qc.setQueryData(tripKeys.detail(result.trip.id), result.trip);
      if (!celebrate(qc, result.earned) && messages.done) toast({ title: messages.done, variant: 'success' });
      return qc.invalidateQueries({ queryKey: [...tripKeys.all, 'list'] });
    },
    onError: (err) => toast({ title: messages.failed, description: errorMessage(err), variant: 'error' }),
  });
}

export const useCreateTrip = () =>
  useTripMutation((input: TripInput) => apiJson<TripResult>('POST', '/api/trips', input), { failed: 'Could not create the trip' });

export const useSaveTrip = (id: string) =>
  useTripMutation((input: TripInput) => apiJson<TripResult>('PUT', `/api/trips/${id}`, input), { done: 'Trip saved', failed: 'Could not save the trip' });

export const useAddStop = () =>
  useTripMutation(({ tripId, farmId }: { tripId: string; farmId: number }) => apiJson<TripResult>('POST', `/api/trips/${tripId}/stops`, { farmId }), {
    done: 'Added to your trip',
    failed: 'Could not add the stand',
  });

export const useOptimizeTrip = (id: string) =>
  useTripMutation(() => apiJson<TripResult>('POST', `/api/trips/${id}/optimize`), { failed: 'Could not optimize the trip' });

export function useDeleteTrip() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest('DELETE', `/api/trips/${id}`),
    onSuccess: () => {
      toast({ title: 'Trip deleted', variant: 'success' });
      return qc.invalidateQueries({ queryKey: tripKeys.all });
    },
    onError: (err) => toast({ title: 'Could not delete the trip', description: errorMessage(err), variant: 'error' }),
  });
}
