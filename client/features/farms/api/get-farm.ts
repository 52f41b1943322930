import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PageQuery } from '@common/pages/server-render';
import type { FarmDetail } from '@common/schemas/farms';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { farmKeys } from './keys';

export const farmDetailQuery = (id: number | string) =>
  queryOptions({
    queryKey: farmKeys.detail(id),
    queryFn: ({ signal }) => fetchJson<FarmDetail>(`/api/farms/${encodeURIComponent(String(id))}`, signal),
    retry: retryUnlessClientError,
  });

export const useFarm = (id: number | string | undefined) => useQuery({ ...farmDetailQuery(id ?? ''), enabled: id !== undefined && id !== '' });

/** GET /api/farms/:id, loaded by the server into a server-rendered page. */
export const farmDetailPageQuery = (id: string): PageQuery => ({ queryKey: farmKeys.detail(id), from: { source: 'farms.detail', id } });
