import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sale, SalesDay, SalesPeriod } from '@common/schemas/sales';
import { apiJson } from '@/lib/api-client';
import { trustKeys } from './keys';

// The farmer's day at a self-service stand (issue 33 points 4 and 5, decision 070).
export const salesUrl = (farmId: number, period: SalesPeriod) => `/api/farms/${farmId}/sales?period=${period}`;
export const salesCsvUrl = (farmId: number, period: SalesPeriod) => `/api/farms/${farmId}/sales.csv?period=${period}`;

export const useStandSales = (farmId: number, period: SalesPeriod) =>
  useQuery({ queryKey: trustKeys.sales(farmId, period), queryFn: () => apiJson<SalesDay>('GET', salesUrl(farmId, period)), placeholderData: keepPreviousData });

const refresh = (qc: ReturnType<typeof useQueryClient>, farmId: number) => qc.invalidateQueries({ queryKey: trustKeys.salesOf(farmId) });

/** "Not received", or taken back. */
export function useRefuteSale(farmId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { saleId: string; refuted: boolean }) => apiJson<Sale>('PUT', `/api/farms/${farmId}/sales/${v.saleId}/refuted`, { refuted: v.refuted }),
    onSuccess: () => refresh(qc, farmId),
  });
}

/** The morning count ("I put out 24 dozen eggs"). */
export function useStockCounts(farmId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (counts: Array<{ productId: string; quantity: number | null }>) =>
      apiJson<SalesDay['products']>('PUT', `/api/farms/${farmId}/stock-counts`, { counts }),
    onSuccess: () => refresh(qc, farmId),
  });
}

/** When the end-of-day summary comes (null: none). */
export function useSummaryTime(farmId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (time: string | null) => apiJson<{ summaryTime: string | null }>('PUT', `/api/farms/${farmId}/sales/summary-time`, { time }),
    onSuccess: () => refresh(qc, farmId),
  });
}
