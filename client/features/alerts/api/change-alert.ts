import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { Alert, AlertList } from '@common/schemas/alerts';
import { toast } from '@/components/ui/toast-store';
import { apiJson, errorMessage, retryMutation } from '@/lib/api-client';
import { alertKeys } from './keys';

/** Renew (six more months) or delete one alert; the list changes in place, then refetches. */
export function useChangeAlert() {
  const { t } = useTranslation('alerts');
  const qc = useQueryClient();
  const key = alertKeys.list();
  return useMutation({
    retry: retryMutation,
    mutationFn: ({ id, action }: { id: number; action: 'renew' | 'delete' }) =>
      action === 'renew' ? apiJson<Alert>('POST', `/api/alerts/${id}/renew`) : apiJson<null>('DELETE', `/api/alerts/${id}`),
    onSuccess: (alert, { id }) => {
      qc.setQueryData<AlertList>(
        key,
        (list) => list && { ...list, items: alert ? list.items.map((a) => (a.id === id ? alert : a)) : list.items.filter((a) => a.id !== id) },
      );
      return qc.invalidateQueries({ queryKey: key });
    },
    onError: (err) => toast({ title: t('changeFailed'), description: errorMessage(err), variant: 'error' }),
  });
}
