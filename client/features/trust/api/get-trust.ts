import { useQuery } from '@tanstack/react-query';
import type { ListingTrust } from '@common/schemas/listing-trust';
import { apiJson } from '@/lib/api-client';
import { trustKeys } from './keys';

/** The closed warning, open reports, the viewer's answer today and claim of one listing. */
export const useListingTrust = (farmId: number) =>
  useQuery({ queryKey: trustKeys.listing(farmId), queryFn: () => apiJson<ListingTrust>('GET', `/api/farms/${farmId}/trust`) });
