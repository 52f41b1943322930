import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TripDetail, TripPage } from '@common/schemas/trips';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { tripKeys } from './keys';

export const tripsQuery = (when: 'upcoming' | 'past') =>
  queryOptions({
    queryKey: tripKeys.list(when),
    queryFn: ({ signal }) => fetchJson<TripPage>(`/api/trips?when=${when}&limit=100`, signal).then((r) => r.items),
  });

export const tripQuery = (id: string) =>
  queryOptions({
    queryKey: tripKeys.detail(id),
    queryFn: ({ signal }) => fetchJson<TripDetail>(`/api/trips/${encodeURIComponent(id)}`, signal),
    retry: retryUnlessClientError,
  });

export const useTrips = (when: 'upcoming' | 'past', enabled = true) => useQuery({ ...tripsQuery(when), enabled });
export const useTrip = (id: string) => useQuery(tripQuery(id));
