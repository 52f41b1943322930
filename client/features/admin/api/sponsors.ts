import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SponsorAsset, SponsorAssetInput } from '@common/schemas/site';
import { apiJson } from '@/lib/api-client';

export type AdminSponsor = SponsorAsset & { isActive: boolean; impressions: number; clicks: number; clickRate: number; startsAt: string | null; endsAt: string | null };

export const adminSponsorsQuery = queryOptions<{ items: AdminSponsor[] }>({ queryKey: ['/api/admin/sponsors'] });

export const useAdminSponsors = () => useQuery(adminSponsorsQuery);

export function useSponsorMutations() {
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: adminSponsorsQuery.queryKey });
  return {
    create: useMutation({ mutationFn: (input: SponsorAssetInput) => apiJson('POST', '/api/admin/sponsors', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: string; input: SponsorAssetInput }) => apiJson('PUT', `/api/admin/sponsors/${id}`, input), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: string) => apiJson('DELETE', `/api/admin/sponsors/${id}`), onSuccess: invalidate }),
  };
}
