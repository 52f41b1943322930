import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyCreated, ApiKeyInput, ApiKeyList } from '@common/schemas/open-data';
import { apiJson, fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { apiKeyKeys } from './keys';

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: ({ signal }) => fetchJson<ApiKeyList>('/api/account/api-keys', signal),
    retry: retryUnlessClientError,
  });

export const useApiKeys = () => useQuery(apiKeysQuery());

/** POST /api/account/api-keys: the answer holds the key itself, which the caller shows once. Not retried: a retry could make two. */
export function useCreateApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyInput) => apiJson<ApiKeyCreated>('POST', '/api/account/api-keys', input),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}

export function useRevokeApiKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiJson<null>('DELETE', `/api/account/api-keys/${id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: apiKeyKeys.list() }),
  });
}
