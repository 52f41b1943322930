import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fetchJson, retryUnlessClientError, apiJson } from '@/lib/api-client';
import { messageKeys } from './keys';

export const useMute = (farmId: number) =>
  useQuery({
    queryKey: messageKeys.mute(farmId),
    queryFn: ({ signal }) => fetchJson<{ muted: boolean }>(`/api/farms/${farmId}/mute`, signal),
    retry: retryUnlessClientError,
  });

export function useSetMuted(farmId: number, farmName: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (muted: boolean) => apiJson<{ muted: boolean }>(muted ? 'PUT' : 'DELETE', `/api/farms/${farmId}/mute`),
    onSuccess: (r) => {
      qc.setQueryData(messageKeys.mute(farmId), r);
      toast({
        title: r.muted ? `${farmName} muted` : `${farmName} unmuted`,
        description: r.muted ? 'You won’t get its messages to followers. It stays in your favorites.' : 'You’ll get its messages to followers again.',
      });
    },
    onError: (err) => toast({ title: 'Something went wrong', description: errorMessage(err), variant: 'error' }),
  });
}
