import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
import type { ListingPicking } from '@common/schemas/picking';
import { fetchJson } from '@/lib/api-client';
import { pickingKeys } from './keys';

/** How the picking is at a listing, per crop, with who said so and when. */
export const listingPickingQuery = (farmId: number) =>
  queryOptions({ queryKey: pickingKeys.listing(farmId), queryFn: ({ signal }) => fetchJson<ListingPicking>(`/api/farms/${farmId}/picking`, signal) });

export const useListingPicking = (farmId: number) => useQuery(listingPickingQuery(farmId));

/** GET /api/farms/:id/picking, loaded by the server into the listing's page: "Picking now" is there at first paint. */
export const listingPickingPageQuery = (farmId: number): PageQuery => ({
  queryKey: pickingKeys.listing(farmId),
  from: { source: 'farms.picking', id: String(farmId) },
});
