import { useQuery } from '@tanstack/react-query';
import { fetchJson } from '@/lib/api-client';

export const paysWithKey = ['account', 'pays-with'] as const;

/** The signed-in shopper's saved "I pay with…" (GET /api/account/pays-with, decision 069). */
export const usePaysWithQuery = (enabled: boolean) =>
  useQuery({
    queryKey: paysWithKey,
    queryFn: ({ signal }) => fetchJson<{ paysWith: string[] }>('/api/account/pays-with', signal),
    enabled,
    staleTime: 5 * 60_000,
  });
