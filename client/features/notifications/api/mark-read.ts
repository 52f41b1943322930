import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { notificationKeys } from './keys';

export function useMarkNotificationsRead() {
  const qc = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: (which: { ids: number[] } | { all: true }) => apiJson<{ marked: number; unreadCount: number }>('POST', '/api/notifications/read', which),
    onSuccess: () => qc.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
