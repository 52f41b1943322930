import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fetchJson, retryUnlessClientError, apiJson } from '@/lib/api-client';
import type { Mute } from '@common/schemas/messages';
import { messageKeys } from './keys';

export const useMute = (farmId: number) =>
  useQuery({
    queryKey: messageKeys.mute(farmId),
    queryFn: ({ signal }) => fetchJson<Mute>(`/api/farms/${farmId}/mute`, signal),
    retry: retryUnlessClientError,
  });

export function useSetMuted(farmId: number, farmName: string) {
  const qc = useQueryClient();
  const { t } = useTranslation('messages');
  return useMutation({
    mutationFn: (muted: boolean) => apiJson<Mute>(muted ? 'PUT' : 'DELETE', `/api/farms/${farmId}/mute`),
    onSuccess: (r) => {
      qc.setQueryData(messageKeys.mute(farmId), r);
      toast({
        title: r.muted ? t('mute.muted', { farm: farmName }) : t('mute.unmuted', { farm: farmName }),
        description: r.muted ? t('mute.mutedText') : t('mute.unmutedText'),
      });
    },
    onError: (err) => toast({ title: t('failed'), description: errorMessage(err), variant: 'error' }),
  });
}
