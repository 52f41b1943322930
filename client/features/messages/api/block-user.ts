import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, apiJson } from '@/lib/api-client';
import type { Blocked } from '@common/schemas/messages';
import { messageKeys } from './keys';

export function useSetBlocked(peerId: string, name: string) {
  const qc = useQueryClient();
  const { t } = useTranslation('messages');
  return useMutation({
    mutationFn: (blocked: boolean) => apiJson<Blocked>(blocked ? 'PUT' : 'DELETE', `/api/messages/${encodeURIComponent(peerId)}/block`),
    onSuccess: ({ blocked }) => {
      toast({
        title: blocked ? t('block.blocked', { name }) : t('block.unblocked', { name }),
        description: blocked ? t('block.blockedText') : t('block.unblockedText'),
      });
      return qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) });
    },
    onError: (err) => toast({ title: t('failed'), description: errorMessage(err), variant: 'error' }),
  });
}
