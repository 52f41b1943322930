import { useMutation } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import { storage } from '@/lib/utils';

export const NEWSLETTER_SIGNED_UP_KEY = 'fsf:newsletter-signed-up';
export const NEWSLETTER_DISMISSED_KEY = 'fsf:newsletter-dismissed';

/** SPEC.md 5: non-empty and contains an @ (the server checks the full address). */
export const isPlausibleEmail = (email: string) => email.trim().length > 0 && email.includes('@');

export function useNewsletterSignup(source = 'banner') {
  return useMutation({
    mutationFn: (email: string) => apiJson('POST', '/api/newsletter/subscribe', { email: email.trim(), source }),
    onSuccess: () => {
      storage.set(NEWSLETTER_SIGNED_UP_KEY, '1');
      toast({ title: 'Success!', description: "You've been added to our mailing list", variant: 'success' });
    },
    onError: () => toast({ title: 'Error', description: 'Failed to sign up. Please try again.', variant: 'error' }),
  });
}

/** Validates first; returns whether the request was sent. */
export function submitNewsletter(signup: ReturnType<typeof useNewsletterSignup>, email: string, onSuccess?: () => void) {
  if (!isPlausibleEmail(email)) {
    toast({ title: 'Invalid email', description: 'Please enter a valid email address', variant: 'error' });
    return false;
  }
  signup.mutate(email, { onSuccess });
  return true;
}
