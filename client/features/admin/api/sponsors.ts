import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSponsor, SponsorStats } from '@common/schemas/admin';
import type { SponsorAsset, SponsorAssetInput } from '@common/schemas/site';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './keys';

// The API's types are the server's schemas (common/schemas/admin.ts).
export type { AdminSponsor, SponsorStats } from '@common/schemas/admin';

export const ADMIN_SPONSORS_ENDPOINT = '/api/admin/sponsors';

export const useSponsorStats = (id: string, days: number) =>
  useQuery({
    queryKey: adminKeys.stats(ADMIN_SPONSORS_ENDPOINT, id, days),
    queryFn: () => apiJson<SponsorStats>('GET', `/api/admin/sponsors/${id}/stats?days=${days}`),
    placeholderData: keepPreviousData,
  });

export function useSponsorMutations() {
  const qc = useQueryClient();
  // The table pages and the stats both sit under this key.
  const invalidate = () => qc.invalidateQueries({ queryKey: adminKeys.list(ADMIN_SPONSORS_ENDPOINT) });
  return {
    create: useMutation({ mutationFn: (input: SponsorAssetInput) => apiJson<SponsorAsset>('POST', '/api/admin/sponsors', input), onSuccess: invalidate }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: string; input: SponsorAssetInput }) => apiJson<SponsorAsset>('PUT', `/api/admin/sponsors/${id}`, input),
      onSuccess: invalidate,
    }),
    remove: useMutation({ mutationFn: (id: string) => apiJson('DELETE', `/api/admin/sponsors/${id}`), onSuccess: invalidate }),
  };
}

/** The PUT body that keeps an asset as it is but for `changes`. */
export function inputOf(s: AdminSponsor, changes: Partial<SponsorAssetInput> = {}): SponsorAssetInput {
  const { title, linkUrl, mediaType, imageUrl, videoUrl, aspectRatio, altText, theme, ctaText, isActive, startsAt, endsAt } = s;
  return { title, linkUrl, mediaType, imageUrl, videoUrl, aspectRatio, altText, theme, ctaText, isActive, startsAt, endsAt, ...changes };
}
