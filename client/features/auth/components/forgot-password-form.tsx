import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { KeyRound, MailCheck } from 'lucide-react';
import { ForgotPasswordSchema } from '@common/schemas/account';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useForgotPassword } from '../api/email-links';
import { AccountCard } from './account-card';
import { serverErrors, zodErrors, type Errors } from './form-errors';

export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = ForgotPasswordSchema.safeParse(Object.fromEntries(new FormData(e.currentTarget)));
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    setErrors({});
    forgot.mutate(parsed.data.email, { onError: (err) => setErrors(serverErrors(err, 'email')) });
  }

  if (forgot.isSuccess) {
    return (
      <AccountCard title="Check your email" icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <p role="status">{forgot.data.message}</p>
        <p className="text-sm">Nothing after a few minutes? Check your spam folder, or make sure you typed the address you signed up with.</p>
        <Button asChild variant="secondary" className="w-full">
          <Link href={paths.auth}>Back to sign in</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Forgot your password?" icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}>
      <p>Enter the email address of your account. We will send you a link to choose a new password; it works once, for one hour.</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Email" name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending…' : 'Send me a link'}
        </Button>
      </form>
      <p className="text-center text-sm">
        Remembered it?{' '}
        <Link href={paths.auth} className="font-medium text-brand-700 underline">
          Sign in
        </Link>
      </p>
    </AccountCard>
  );
}
