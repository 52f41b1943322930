import { useMutation, useQueryClient } from '@tanstack/react-query';
import { farmKeys } from '@/features/farms';
import { apiJson } from '@/lib/api-client';
import { trustKeys } from './keys';

/**
 * A change to what is said about a listing: sends it, then refreshes the listing's trust summary and its
 * detail (products' availability may have changed). Returns the invalidation promise.
 */
export function useTrustMutation<V, R>(farmId: number, request: (v: V) => [method: string, url: string, body?: unknown]) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => apiJson<R>(...request(v)),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: trustKeys.listing(farmId) }), qc.invalidateQueries({ queryKey: farmKeys.detail(farmId) })]),
  });
}
