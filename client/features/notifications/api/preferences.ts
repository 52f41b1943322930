import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import type { NotificationPreferences } from '@common/schemas/notifications';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, fetchJson, retryMutation, retryUnlessClientError, apiJson } from '@/lib/api-client';
import { notificationKeys } from './keys';

export const usePreferences = () =>
  useQuery({
    queryKey: notificationKeys.preferences(),
    queryFn: ({ signal }) => fetchJson<NotificationPreferences>('/api/notification-preferences', signal),
    retry: retryUnlessClientError,
  });

/** Saves one switch at once; the switch shows the new state straight away and goes back if the save fails. */
export function useSetPreferences() {
  const qc = useQueryClient();
  const key = notificationKeys.preferences();
  const { t } = useTranslation('notifications');
  return useMutation({
    mutationKey: key,
    retry: retryMutation,
    mutationFn: (change: Partial<NotificationPreferences>) => apiJson<NotificationPreferences>('PUT', '/api/notification-preferences', change),
    onMutate: (change) => {
      void qc.cancelQueries({ queryKey: key }); // a refetch in flight would bring back the old choices
      const before = qc.getQueryData<NotificationPreferences>(key);
      if (before) qc.setQueryData(key, { ...before, ...change });
      return { before };
    },
    // Two quick taps: the first answer predates the second tap, so only the last save's answer is shown.
    onSuccess: (prefs) => {
      if (qc.isMutating({ mutationKey: key }) === 1) qc.setQueryData(key, prefs);
    },
    onError: (err, _change, ctx) => {
      if (ctx?.before) qc.setQueryData(key, ctx.before);
      toast({ title: t('prefs.saveFailed'), description: errorMessage(err), variant: 'error' });
    },
  });
}
