import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formatDate as formatDay } from '@common/i18n/format';
import { toast } from '@/components/ui/toast-store';
import { errorText } from '@/features/auth';
import { pageLanguage } from '@/lib/i18n';
import { apiJson } from '@/lib/api-client';
import { adminKeys } from './keys';

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

/** "Mar 4, 2026" / "4 mar 2026", in the page's language. */
export const formatDate = (iso: string | null) => (iso ? formatDay(new Date(iso), pageLanguage()) : '—');
