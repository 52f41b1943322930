import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FarmStatus, FarmSummary } from './types';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { farmKeys } from './keys';

/** The farmer's own listings, drafts included. The server may add `status` to each summary. */
export type MyFarm = FarmSummary & { status?: FarmStatus };

export const myFarmsQuery = () =>
  queryOptions({
    queryKey: farmKeys.mine(),
    queryFn: ({ signal }) => fetchJson<{ items: MyFarm[]; nextCursor: string | null }>('/api/farms/mine?limit=100', signal),
    retry: retryUnlessClientError,
  });

export const useMyFarms = () => useQuery(myFarmsQuery());
