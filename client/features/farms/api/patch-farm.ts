import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FarmDetail } from '@common/schemas/farms';
import { apiJson, retryMutation } from '@/lib/api-client';
import type { FarmStatus } from './types';
import { afterFarmChange } from './save-farm';

/** PATCH /api/farms/:id {status}: publish or take back to draft. The server says what is missing. */
export function useSetFarmStatus(id: number) {
  const qc = useQueryClient();
  return useMutation({
    retry: retryMutation,
    mutationFn: (status: Exclude<FarmStatus, 'suspended'>) => apiJson<FarmDetail>('PATCH', `/api/farms/${id}`, { status }),
    onSuccess: (farm) => afterFarmChange(qc, farm),
  });
}
