import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, retryMutation } from '@/lib/api-client';
import { farmKeys } from './keys';

export function useDeleteFarm() {
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: (id: number) => apiJson<null>('DELETE', `/api/farms/${id}`),
    onSuccess: (_data, id) => {
      qc.removeQueries({ queryKey: farmKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: farmKeys.all });
    },
  });
}
