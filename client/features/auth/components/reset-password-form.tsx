import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { KeyRound, LinkIcon } from 'lucide-react';
import { PasswordSchema } from '@common/schemas/fields';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useResetPassword } from '../api/email-links';
import { AccountCard } from './account-card';
import { serverErrors, type Errors } from './form-errors';

export function ResetPasswordForm() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const [errors, setErrors] = useState<Errors>({});

  if (!token || errors.token) {
    return (
      <AccountCard title="This link does not work" icon={<LinkIcon className="h-6 w-6" aria-hidden="true" />}>
        <p>{errors.token ?? 'Open the link from the password reset email we sent you. It works once, for one hour.'}</p>
        <Button asChild className="w-full">
          <Link href={paths.forgotPassword}>Send me a new link</Link>
        </Button>
      </AccountCard>
    );
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    const checked = PasswordSchema.safeParse(password);
    if (!checked.success) return setErrors({ password: checked.error.issues[0].message });
    if (password !== data.get('confirm')) return setErrors({ confirm: 'The two passwords are not the same' });
    setErrors({});
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          toast({ title: 'Password changed', description: answer.message, variant: 'success' });
          navigate(paths.auth, { replace: true });
        },
        onError: (err) => setErrors(serverErrors(err, 'password')),
      },
    );
  }

  return (
    <AccountCard title="Choose a new password" icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}>
      <p>After this, every device signed in to your account is signed out, and you sign in with the new password.</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          hint="At least 8 characters. A short phrase is easy to remember and hard to guess."
        />
        <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Save the new password'}
        </Button>
      </form>
    </AccountCard>
  );
}
