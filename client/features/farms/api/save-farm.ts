import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { FarmDetail, FarmInput } from '@common/schemas/farms';
import { apiJson } from '@/lib/api-client';
import { farmKeys } from './keys';

/** After any change to a listing: the detail is fresh from the server; lists, map boxes and "mine" refetch. */
export function afterFarmChange(qc: QueryClient, farm: FarmDetail) {
  qc.setQueryData(farmKeys.detail(farm.id), farm);
  return Promise.all([
    qc.invalidateQueries({ queryKey: farmKeys.lists() }),
    qc.invalidateQueries({ queryKey: farmKeys.maps() }),
    qc.invalidateQueries({ queryKey: farmKeys.mine() }),
  ]);
}

/** POST /api/farms (a new draft) or PUT /api/farms/:id (the whole listing, products included). */
export function useSaveFarm(id: number | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: FarmInput) => (id === null ? apiJson<FarmDetail>('POST', '/api/farms', input) : apiJson<FarmDetail>('PUT', `/api/farms/${id}`, input)),
    onSuccess: (farm) => afterFarmChange(qc, farm),
    retry: false, // a retried POST could create the listing twice
  });
}
