import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { errorMessage, apiJson } from '@/lib/api-client';
import { messageKeys } from './keys';

export function useSetBlocked(peerId: string, name: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => apiJson<{ blocked: boolean }>(blocked ? 'PUT' : 'DELETE', `/api/messages/${encodeURIComponent(peerId)}/block`),
    onSuccess: ({ blocked }) => {
      toast({
        title: blocked ? `${name} is blocked` : `${name} is unblocked`,
        description: blocked ? 'Neither of you can write to the other until you unblock them.' : 'You can write to each other again.',
      });
      return qc.invalidateQueries({ queryKey: messageKeys.thread(peerId) });
    },
    onError: (err) => toast({ title: 'Something went wrong', description: errorMessage(err), variant: 'error' }),
  });
}
