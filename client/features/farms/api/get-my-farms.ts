import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FarmPage } from '@common/schemas/farms';
import type { FarmSummary } from './types';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { farmKeys } from './keys';

/** The farmer's own listings, drafts included: each summary carries its `status`. */
export type MyFarm = FarmSummary;

export const myFarmsQuery = () =>
  queryOptions({
    queryKey: farmKeys.mine(),
    queryFn: ({ signal }) => fetchJson<FarmPage>('/api/farms/mine?limit=100', signal),
    retry: retryUnlessClientError,
  });

export const useMyFarms = () => useQuery(myFarmsQuery());
