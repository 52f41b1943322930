import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BulkMessage, BulkMessageInput, BulkMessageList } from '@common/schemas/messages';
import { farmKeys } from '@/features/farms';
import { fetchJson, retryUnlessClientError, apiJson } from '@/lib/api-client';
import { messageKeys } from './keys';

/** Followers, what was sent lately and how many more may go today. */
export const useBulkMessages = (farmId: number | undefined) =>
  useQuery({
    queryKey: messageKeys.bulk(farmId ?? 0),
    queryFn: ({ signal }) => fetchJson<BulkMessageList>(`/api/farms/${farmId}/bulk-messages`, signal),
    enabled: farmId !== undefined,
    retry: retryUnlessClientError,
  });

export function useSendBulkMessage(farmId: number) {
  const qc = useQueryClient();
  return useMutation({
    retry: false, // a retry after a lost answer could send the same news twice
    mutationFn: (input: BulkMessageInput) => apiJson<BulkMessage>('POST', `/api/farms/${farmId}/bulk-messages`, input),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: messageKeys.bulk(farmId) }),
        qc.invalidateQueries({ queryKey: farmKeys.detail(farmId) }),
        qc.invalidateQueries({ queryKey: messageKeys.inbox() }),
      ]),
  });
}
