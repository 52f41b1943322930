import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobsPage } from '@common/schemas/queue-admin';
import { apiJson, fetchJson } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Background jobs that failed for good, with how many wait and run. */
export const useDeadJobs = () =>
  useQuery({ queryKey: adminKeys.deadJobs(), queryFn: ({ signal }) => fetchJson<JobsPage>('/api/admin/jobs?status=dead', signal) });

/** Sends a failed job again; the list refetches after. */
export function useRetryJob({ onSuccess, onError }: { onSuccess: () => void; onError: (err: unknown) => void }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson('POST', `/api/admin/jobs/${id}/retry`),
    onSuccess: () => {
      onSuccess();
      return qc.invalidateQueries({ queryKey: adminKeys.deadJobs() });
    },
    onError,
  });
}
