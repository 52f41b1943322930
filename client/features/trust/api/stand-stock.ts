import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Sale, SaleMethod } from '@common/schemas/sales';
import type { SignInfo, StandProduct, StandStock, StockHistoryPage } from '@common/schemas/stand-stock';
import { apiJson, retryUnlessClientError } from '@/lib/api-client';
import { onOfflineNews } from '@/lib/offline/channel';
import { flushAnonymousOutbox } from '@/lib/offline/outbox';
import { sendOrQueue, type SendResult } from '@/lib/offline/send';
import { trustKeys } from './keys';

export const stockUrl = (farmId: number, token: string) => `/api/farms/${farmId}/stock/${encodeURIComponent(token)}`;

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

export interface SaleVars {
  items: Array<{ productId: string; quantity: number }>;
  method: SaleMethod;
  saidPaidCents: number;
  /** What the phone's list of waiting actions would call it ("Sale at Sunny Acres"). */
  label: string;
}

/**
 * The honor-box checkout (issue 33 point 3, decision 064): sent now with its Idempotency-Key, or kept on the phone
 * with that key and sent once the signal returns. Either way the stock shown goes down at once: what the shopper took
 * is no longer on the table.
 */
export function useRecordSale(farmId: number, token: string) {
  const qc = useQueryClient();
  const key = trustKeys.stand(farmId, token);
  return useMutation({
    mutationFn: ({ label, ...sale }: SaleVars): Promise<SendResult<Sale>> => sendOrQueue('stand-sale', { farmId, token, ...sale }, label, null),
    retry: false,
    onSuccess: (sent, { items }) => {
      qc.setQueryData<StandStock>(
        key,
        (old) =>
          old && {
            ...old,
            products: old.products.map((p) => {
              const took = items.find((i) => i.productId === p.id)?.quantity ?? 0;
              if (!took || p.quantityOnHand === null) return p;
              const left = Math.max(0, p.quantityOnHand - took);
              return { ...p, quantityOnHand: left, available: left > 0 && p.available };
            }),
          },
      );
      if (!sent.queued) void qc.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * Sends the sales kept on this phone when the page opens and when the signal returns (the worker's Background Sync
 * does the same where the browser has it; the outbox lock and the keys keep each sale to one). `onSent` runs after
 * one reached the server.
 */
export function useStandSalesSender(farmId: number, token: string, onSent: () => void) {
  const qc = useQueryClient();
  useEffect(() => {
    const flush = () => void flushAnonymousOutbox().catch(() => undefined);
    flush();
    const stop = onOfflineNews((news) => {
      if (news.type !== 'outbox' || news.sent !== 'stand-sale') return;
      void qc.invalidateQueries({ queryKey: trustKeys.stand(farmId, token) });
      onSent();
    });
    window.addEventListener('online', flush);
    return () => {
      stop();
      window.removeEventListener('online', flush);
    };
  }, [qc, farmId, token, onSent]);
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
