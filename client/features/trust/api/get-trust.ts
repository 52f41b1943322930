import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { fetchJson } from '@/lib/api-client';
import { trustKeys } from './keys';

/**
 * The closed warning, open reports, the viewer's answer today and claim of one listing. Saved with the listing
 * for offline (decision 022): a saved copy is brought up to the stand's today (client/lib/offline/revive.ts).
 */
export const listingTrustQuery = (farmId: number) =>
  queryOptions({ queryKey: trustKeys.listing(farmId), queryFn: ({ signal }) => fetchJson<ListingTrust>(`/api/farms/${farmId}/trust`, signal) });

export const useListingTrust = (farmId: number) => useQuery(listingTrustQuery(farmId));

/** GET /api/farms/:id/trust, loaded by the server into the listing's page: a warning or a claim card is there at first paint. */
export const listingTrustPageQuery = (farmId: number): PageQuery => ({
  queryKey: trustKeys.listing(farmId),
  from: { source: 'farms.trust', id: String(farmId) },
});
