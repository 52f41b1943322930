import { useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/react';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import { storage } from '@/lib/utils';

export const NEWSLETTER_SIGNED_UP_KEY = 'fsf:newsletter-signed-up';
export const NEWSLETTER_DISMISSED_KEY = 'fsf:newsletter-dismissed';
/** Whether the banner may still be shown: not dismissed before, not signed up (remembered locally). */
export const emailBannerWanted = () => !storage.get(NEWSLETTER_DISMISSED_KEY) && !storage.get(NEWSLETTER_SIGNED_UP_KEY);
/** A signed-in account sees the banner once, whatever it did with it (issue 34 point 7; why in this browser: decision 053). */
const seenKey = (userId: string) => `fsf:newsletter-seen:${userId}`;
export const newsletterSeenBy = (userId: string) => storage.get(seenKey(userId)) !== null;
export const markNewsletterSeen = (userId: string) => storage.set(seenKey(userId), '1');

/** docs/product.md §S5: non-empty and contains an @ (the server checks the full address). */
export const isPlausibleEmail = (email: string) => email.trim().length > 0 && email.includes('@');

export function useNewsletterSignup(source = 'banner') {
  const { t } = useTranslation('newsletter');
  return useMutation({
    mutationFn: (email: string) => apiJson('POST', '/api/newsletter/subscribe', { email: email.trim(), source }),
    onSuccess: () => {
      storage.set(NEWSLETTER_SIGNED_UP_KEY, '1');
      toast({ title: t('toast.success'), description: t('toast.successText'), variant: 'success' });
    },
    onError: () => toast({ title: t('toast.error'), description: t('toast.errorText'), variant: 'error' }),
  });
}

/** Validates first; returns whether the request was sent. */
export function submitNewsletter(signup: ReturnType<typeof useNewsletterSignup>, email: string, t: TFunction<'newsletter'>, onSuccess?: () => void) {
  if (!isPlausibleEmail(email)) {
    toast({ title: t('toast.invalid'), description: t('toast.invalidText'), variant: 'error' });
    return false;
  }
  signup.mutate(email, { onSuccess });
  return true;
}
