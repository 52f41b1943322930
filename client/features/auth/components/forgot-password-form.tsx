import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { KeyRound, MailCheck } from 'lucide-react';
import { ForgotPasswordSchema } from '@common/schemas/account';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useForgotPassword } from '../api/email-links';
import { AccountCard } from './account-card';
import { serverErrors, zodErrors, type Errors } from './form-errors';

export function ForgotPasswordForm() {
  const { t } = useTranslation('auth');
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
      <AccountCard title={t('forgot.sentTitle')} icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <p role="status">{forgot.data.message}</p>
        <p className="text-sm">{t('forgot.sentHelp')}</p>
        <Button asChild variant="secondary" className="w-full">
          <Link href={paths.auth}>{t('forgot.back')}</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('login.forgot')} icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}>
      <p>{t('forgot.intro')}</p>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field label={t('fields.email')} name="email" type="email" autoComplete="email" inputMode="email" required error={errors.email} />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? t('actions.sending') : t('forgot.submit')}
        </Button>
      </form>
      <p className="text-center text-sm">
        {t('forgot.remembered')}{' '}
        <Link href={paths.auth} className="font-medium text-brand-700 underline">
          {t('login.submit')}
        </Link>
      </p>
    </AccountCard>
  );
}
