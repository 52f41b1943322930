import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmbassadorApplication, AmbassadorApplyInput, AmbassadorDashboard } from '@common/schemas/ambassadors';
import { apiJson, fetchJson, retryUnlessClientError } from '@/lib/api-client';

export const ambassadorKeys = {
  all: ['ambassadors'] as const,
  me: () => [...ambassadorKeys.all, 'me'] as const,
  dashboard: (days: number) => [...ambassadorKeys.all, 'dashboard', days] as const,
};

export const useMyApplication = (enabled: boolean) =>
  useQuery({
    queryKey: ambassadorKeys.me(),
    queryFn: ({ signal }) => fetchJson<{ application: AmbassadorApplication | null }>('/api/ambassadors/me', signal),
    enabled,
    retry: retryUnlessClientError,
  });

export function useApply() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AmbassadorApplyInput) => apiJson<AmbassadorApplication>('POST', '/api/ambassadors/applications', input),
    onSuccess: (application) => qc.setQueryData(ambassadorKeys.me(), { application }),
  });
}

export const useAmbassadorDashboard = (days: number) =>
  useQuery({
    queryKey: ambassadorKeys.dashboard(days),
    queryFn: ({ signal }) => fetchJson<AmbassadorDashboard>(`/api/ambassadors/dashboard?days=${days}`, signal),
    placeholderData: keepPreviousData,
    retry: retryUnlessClientError,
  });
