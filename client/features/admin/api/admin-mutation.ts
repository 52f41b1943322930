import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { errorText } from '@/features/auth';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './admin-list';

/**
 * A change made from an admin table: sends it, refreshes every table of that endpoint (and the overview),
 * and says how it went in a toast.
 */
export function useAdminMutation<V>(
  endpoint: string,
  request: (v: V) => [method: string, url: string, body?: unknown],
  messages: { success: string | ((v: V) => string); error: string },
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => {
      const [method, url, body] = request(v);
      return apiJson<unknown>(method, url, body);
    },
    onSuccess: async (_data, v) => {
      toast({ title: typeof messages.success === 'function' ? messages.success(v) : messages.success, variant: 'success' });
      await qc.invalidateQueries({ queryKey: adminKeys.list(endpoint) });
      await qc.invalidateQueries({ queryKey: adminKeys.list('/api/admin/overview') });
    },
    onError: (err) => toast({ title: messages.error, description: errorText(err), variant: 'error' }),
  });
}

export const formatDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' }) : '—';
