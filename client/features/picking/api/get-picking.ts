import { useQuery } from '@tanstack/react-query';
import type { ListingPicking } from '@common/schemas/picking';
import { fetchJson } from '@/lib/api-client';
import { pickingKeys } from './keys';

/** How the picking is at a listing, per crop, with who said so and when. */
export const useListingPicking = (farmId: number) =>
  useQuery({ queryKey: pickingKeys.listing(farmId), queryFn: ({ signal }) => fetchJson<ListingPicking>(`/api/farms/${farmId}/picking`, signal) });
