import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { submitNewsletter, useNewsletterSignup } from '../api/subscribe';

export function NewsletterForm({ source = 'footer', onSuccess, dark }: { source?: string; onSuccess?: () => void; dark?: boolean }) {
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup(source);
  const id = useId();
  function submit(e: FormEvent) {
    e.preventDefault();
    submitNewsletter(signup, email, () => {
      setEmail('');
      onSuccess?.();
    });
  }
  return (
    <form onSubmit={submit} noValidate className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        className={dark ? 'border-brand-700 bg-brand-900 text-white placeholder:text-brand-200' : undefined}
      />
      <Button type="submit" variant={dark ? 'sun' : 'primary'} disabled={signup.isPending} className="shrink-0">
        {signup.isPending ? 'Signing up…' : 'Sign up'}
      </Button>
    </form>
  );
}
