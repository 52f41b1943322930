import { useState, type FormEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Clock, ShieldCheck } from 'lucide-react';
import { paths, safeNext } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useLoginChallenge, useVerifyTwoFactor } from '../api/two-factor';
import { serverErrors, type Errors } from './form-errors';
import { AccountCard } from './account-card';

/** The second step of signing in to an account with two-step verification. */
export function VerifyTwoFactorForm() {
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const [, navigate] = useLocation();
  const challenge = useLoginChallenge();
  const verify = useVerifyTwoFactor();
  const [recovery, setRecovery] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  if (challenge.isLoading) return <PageSpinner />;
  if (!challenge.data || errors.expired) {
    return (
      <AccountCard title="Sign in again" icon={<Clock className="h-6 w-6" aria-hidden="true" />}>
        <p>Your sign-in has expired, or there is none waiting for a code. Enter your email and password again.</p>
        <Button asChild className="w-full">
          <Link href={`${paths.auth}?next=${encodeURIComponent(next)}`}>Go to sign in</Link>
        </Button>
      </AccountCard>
    );
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    if (!code) return setErrors({ code: recovery ? 'Enter one of your recovery codes' : 'Enter the six-digit code from your app' });
    setErrors({});
    verify.mutate(code, {
      onSuccess: (answer) => {
        if (answer.usedRecoveryCode) {
          toast({ title: 'Recovery code used', description: `You have ${answer.recoveryCodesLeft} left. Make new ones in account settings.` });
        }
        navigate(next, { replace: true });
      },
      onError: (err) => {
        const status = (err as { status?: number }).status;
        setErrors(status === 401 ? { expired: 'yes' } : serverErrors(err, 'code'));
      },
    });
  }

  return (
    <AccountCard title="Two-step verification" icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}>
      <p>
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step verification. Each works once.'
          : 'Open your authenticator app and enter the six-digit code it shows for Farm Stand Finder.'}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4" key={recovery ? 'recovery' : 'totp'}>
        {recovery ? (
          <Field
            label="Recovery code"
            name="code"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder="abcde-23456"
            error={errors.code}
            autoFocus
          />
        ) : (
          <Field
            label="Authentication code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            placeholder="123456"
            error={errors.code}
            autoFocus
          />
        )}
        <Button type="submit" className="w-full" disabled={verify.isPending}>
          {verify.isPending ? 'Checking…' : 'Verify and sign in'}
        </Button>
      </form>
      <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => (setRecovery(!recovery), setErrors({}))}>
        {recovery ? 'Use the code from my app instead' : 'Lost your phone? Use a recovery code'}
      </button>
    </AccountCard>
  );
}
