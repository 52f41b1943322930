import { useQuery } from '@tanstack/react-query';
import type { FarmPage } from '@common/schemas/farms';
import { farmKeys } from '@/features/farms';
import { fetchJson } from '@/lib/api-client';

/** Stands to add to a trip: the listings search with the picker's parameters, under the listings' keys. */
export const useStandSearch = (params: URLSearchParams, enabled: boolean) =>
  useQuery({
    queryKey: farmKeys.list(`trip-picker?${params}`),
    queryFn: ({ signal }) => fetchJson<FarmPage>(`/api/farms?${params}`, signal),
    enabled,
  });
