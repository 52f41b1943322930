import { useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
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

/** GET /api/farms/:id/seasons, loaded by the server into the listing's page: shown under its products from the start. */
export const listingSeasonsPageQuery = (farmId: number): PageQuery => ({
  queryKey: seasonKeys.listing(farmId),
  from: { source: 'farms.seasons', id: String(farmId) },
});
