import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MarkReadInput, MarkReadResult } from '@common/schemas/notifications';
import { apiJson } from '@/lib/api-client';
import { notificationKeys } from './keys';

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (which: MarkReadInput) => apiJson<MarkReadResult>('POST', '/api/notifications/read', which),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
