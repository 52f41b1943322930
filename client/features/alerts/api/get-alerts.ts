import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AlertList } from '@common/schemas/alerts';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { alertKeys } from './keys';

export const alertsQuery = () =>
  queryOptions({
    queryKey: alertKeys.list(),
    queryFn: ({ signal }) => fetchJson<AlertList>('/api/alerts', signal),
    retry: retryUnlessClientError,
  });

export const useAlerts = (enabled = true) => useQuery({ ...alertsQuery(), enabled });
