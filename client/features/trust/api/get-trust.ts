import { useQuery } from '@tanstack/react-query';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { fetchJson } from '@/lib/api-client';
import { trustKeys } from './keys';

/**
 * The closed warning, open reports, the viewer's answer today and claim of one listing. Saved with the listing
 * for offline (decision 022): a saved copy is brought up to the stand's today (client/lib/offline/revive.ts).
 */
export const useListingTrust = (farmId: number) =>
  useQuery({ queryKey: trustKeys.listing(farmId), queryFn: ({ signal }) => fetchJson<ListingTrust>(`/api/farms/${farmId}/trust`, signal) });
