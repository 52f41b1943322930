import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ComingUp, CropCalendar } from '@common/schemas/seasons';
import { fetchJson, retryUnlessClientError } from '@/lib/api-client';
import { seasonKeys } from './keys';

// History moves once a day at most: an hour's cache is fresh enough.
const HOUR = 60 * 60_000;

/** GET /api/in-season/coming-up?near|location&radius&unit: crops not available near a place yet, soonest first. */
export const useComingUp = (placeQuery: string, enabled: boolean) =>
  useQuery({
    queryKey: seasonKeys.comingUp(placeQuery),
    queryFn: ({ signal }) => fetchJson<ComingUp>(`/api/in-season/coming-up?${placeQuery}`, signal),
    enabled,
    staleTime: HOUR,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });

/** GET /api/in-season/calendar?near|location&radius&unit: every crop's usual months near a place. */
export const useCropCalendar = (placeQuery: string, enabled: boolean) =>
  useQuery({
    queryKey: seasonKeys.calendar(placeQuery),
    queryFn: ({ signal }) => fetchJson<CropCalendar>(`/api/in-season/calendar?${placeQuery}`, signal),
    enabled,
    staleTime: HOUR,
    retry: retryUnlessClientError,
    placeholderData: keepPreviousData,
  });
