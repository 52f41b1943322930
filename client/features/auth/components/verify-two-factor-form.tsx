import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { Clock, ShieldCheck } from 'lucide-react';
import { paths, safeNext } from '@/lib/paths';
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
  const { t } = useTranslation('auth');

  if (challenge.isLoading) return <PageSpinner />;
  if (!challenge.data || errors.expired) {
    return (
      <AccountCard title={t('twoStep.againTitle')} icon={<Clock className="h-6 w-6" aria-hidden="true" />}>
        <p>{t('twoStep.again')}</p>
        <Button asChild className="w-full">
          <Link href={`${paths.auth}?next=${encodeURIComponent(next)}`}>{t('twoStep.toSignIn')}</Link>
        </Button>
      </AccountCard>
    );
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
    if (!code) return setErrors({ code: recovery ? t('twoStep.enterRecovery') : t('twoStep.enterCode') });
    setErrors({});
    verify.mutate(code, {
      onSuccess: (answer) => {
        if (answer.usedRecoveryCode) {
          toast({ title: t('twoStep.recoveryUsed'), description: t('twoStep.recoveryLeft', { count: answer.recoveryCodesLeft }) });
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
    <AccountCard title={t('twoStep.title')} icon={<ShieldCheck className="h-6 w-6" aria-hidden="true" />}>
      <p>{recovery ? t('twoStep.recoveryIntro') : t('twoStep.codeIntro')}</p>
      <form method="post" onSubmit={submit} noValidate className="space-y-4" key={recovery ? 'recovery' : 'totp'}>
        {recovery ? (
          <Field
            label={t('twoStep.recoveryCode')}
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
            label={t('twoStep.code')}
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
          {verify.isPending ? t('actions.checking') : t('twoStep.submit')}
        </Button>
      </form>
      <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => (setRecovery(!recovery), setErrors({}))}>
        {recovery ? t('twoStep.useApp') : t('twoStep.useRecovery')}
      </button>
    </AccountCard>
  );
}
