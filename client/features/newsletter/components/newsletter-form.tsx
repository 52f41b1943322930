import { Suspense, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { submitNewsletter, useNewsletterSignup } from '../api/subscribe';

type Props = { source?: string; onSuccess?: () => void; dark?: boolean };

/**
 * In the footer of every page: a page rendered in the browser (signed-in pages) waits for nothing while the form's
 * words load. A server-rendered page carries them, so it hydrates without a gap.
 */
export const NewsletterForm = (props: Props) => (
  <Suspense fallback={null}>
    <Form {...props} />
  </Suspense>
);

function Form({ source = 'footer', onSuccess, dark }: Props) {
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup(source);
  const id = useId();
  const { t } = useTranslation('newsletter');
  function submit(e: FormEvent) {
    e.preventDefault();
    submitNewsletter(signup, email, t, () => {
      setEmail('');
      onSuccess?.();
    });
  }
  return (
    <form onSubmit={submit} noValidate className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        {t('form.label')}
      </label>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder={t('form.placeholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        tone={dark ? 'dark' : 'light'}
      />
      <Button type="submit" variant={dark ? 'sun' : 'primary'} disabled={signup.isPending} className="shrink-0">
        {signup.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
