import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/toast-store';
import { enablePush, PUSH_MESSAGES, PushSetupError } from './subscribe';

/** Turns on push and says how it went, with the SPEC.md 8 wording. */
export function useEnablePush() {
  return useMutation({
    mutationFn: enablePush,
    retry: false,
    onSuccess: () => toast({ title: 'Notifications on', description: 'We’ll let you know when your favorite stands have news.', variant: 'success' }),
    onError: (err) => {
      if (err instanceof PushSetupError) toast({ title: err.title, description: err.message, variant: 'error' });
      else toast({ title: PUSH_MESSAGES.generic, description: err instanceof Error ? err.message : undefined, variant: 'error' });
    },
  });
}
