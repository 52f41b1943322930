import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n/react';
import { toast } from '@/components/ui/toast-store';
import { enablePush, PUSH_MESSAGES, PushSetupError, type PushMessage } from './subscribe';

/** `push:errors.generic` → `errors.generic`, a key of the `push` namespace. */
const inPush = <K extends PushMessage>(key: K) => key.slice('push:'.length) as K extends `push:${infer Rest}` ? Rest : never;

/** Turns on push and says how it went, with the docs/product.md §S8 wording. */
export function useEnablePush() {
  const { t } = useTranslation('push');
  return useMutation({
    mutationFn: enablePush,
    retry: false,
    onSuccess: () => toast({ title: t('on.title'), description: t('on.description'), variant: 'success' }),
    onError: (err) => {
      if (err instanceof PushSetupError) toast({ title: t(inPush(err.title)), description: t(inPush(err.message)), variant: 'error' });
      else toast({ title: t(inPush(PUSH_MESSAGES.generic)), description: err instanceof Error ? err.message : undefined, variant: 'error' });
    },
  });
}
