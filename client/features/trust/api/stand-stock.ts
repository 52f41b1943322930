import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignInfo, StandProduct, StandStock, StockHistoryPage } from '@common/schemas/stand-stock';
import { apiJson, retryUnlessClientError } from '@/lib/api-client';
import { trustKeys } from './keys';

const stockUrl = (farmId: number, token: string) => `/api/farms/${farmId}/stock/${encodeURIComponent(token)}`;

/** The stock page at a stand: a bad or replaced sign is an answer (404/410), not something to retry. */
export const useStandStock = (farmId: number, token: string) =>
  useQuery({ queryKey: trustKeys.stand(farmId, token), queryFn: () => apiJson<StandStock>('GET', stockUrl(farmId, token)), retry: retryUnlessClientError });

/** Marks one product; the page shows the new state at once and keeps the server's answer. */
export function useMarkStock(farmId: number, token: string) {
  const qc = useQueryClient();
  const key = trustKeys.stand(farmId, token);
  return useMutation({
    mutationFn: (v: { productId: string; available: boolean }) => apiJson<StandProduct>('POST', stockUrl(farmId, token), v),
    onSuccess: (product) =>
      qc.setQueryData<StandStock>(key, (old) => old && { ...old, products: old.products.map((p) => (p.id === product.id ? product : p)) }),
  });
}

export const useSignInfo = (farmId: number) =>
  useQuery({ queryKey: trustKeys.sign(farmId), queryFn: () => apiJson<SignInfo>('GET', `/api/farms/${farmId}/sign/info`) });

export function useRotateSign(farmId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<SignInfo>('POST', `/api/farms/${farmId}/sign/rotate`),
    onSuccess: (info) => qc.setQueryData(trustKeys.sign(farmId), info),
  });
}

export const useStockHistory = (farmId: number) =>
  useInfiniteQuery({
    queryKey: trustKeys.history(farmId),
    queryFn: ({ pageParam }) => apiJson<StockHistoryPage>('GET', `/api/farms/${farmId}/stock-history?limit=20${pageParam ? `&cursor=${pageParam}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
