import { useQuery } from '@tanstack/react-query';
import type { ListingSeasons } from '@common/schemas/seasons';
import { fetchJson } from '@/lib/api-client';
import { seasonKeys } from './keys';

/** When a listing's products are usually available, from its history (decision 063). */
export const useListingSeasons = (farmId: number) =>
  useQuery({
    queryKey: seasonKeys.listing(farmId),
    queryFn: ({ signal }) => fetchJson<ListingSeasons>(`/api/farms/${farmId}/seasons`, signal),
    // History moves once a day at most.
    staleTime: 60 * 60_000,
  });
