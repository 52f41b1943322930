import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, AlertInput } from '@common/schemas/alerts';
import { apiJson, retryMutation } from '@/lib/api-client';
import { alertKeys } from './keys';

/** POST /api/alerts; the caller shows the server's message (a 409 at 20 alerts says what to do). */
export function useCreateAlert() {
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: (input: AlertInput) => apiJson<Alert>('POST', '/api/alerts', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: alertKeys.list() }),
  });
}
