import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { KeyRound, LinkIcon } from 'lucide-react';
import { PasswordSchema } from '@common/schemas/fields';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useResetPassword } from '../api/email-links';
import { AccountCard } from './account-card';
import { issueText } from '@/lib/field-errors';
import { serverErrors, type Errors } from './form-errors';

export function ResetPasswordForm() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Errors>({});

  if (!token || errors.token) {
    return (
      <AccountCard title={t('links.broken')} icon={<LinkIcon className="h-6 w-6" aria-hidden="true" />}>
        <p>{errors.token ?? t('reset.openLink')}</p>
        <Button asChild className="w-full">
          <Link href={paths.forgotPassword}>{t('reset.newLink')}</Link>
        </Button>
      </AccountCard>
    );
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const password = String(data.get('password') ?? '');
    const checked = PasswordSchema.safeParse(password);
    if (!checked.success) return setErrors({ password: issueText(checked.error.issues[0]) });
    if (password !== data.get('confirm')) return setErrors({ confirm: t('reset.mismatch') });
    setErrors({});
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          toast({ title: t('password.changed'), description: answer.message, variant: 'success' });
          navigate(paths.auth, { replace: true });
        },
        onError: (err) => setErrors(serverErrors(err, 'password')),
      },
    );
  }

  return (
    <AccountCard title={t('reset.title')} icon={<KeyRound className="h-6 w-6" aria-hidden="true" />}>
      <p>{t('reset.intro')}</p>
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field
          label={t('fields.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          error={errors.password}
          hint={t('fields.passwordHint')}
        />
        <Field label={t('fields.repeatNewPassword')} name="confirm" type="password" autoComplete="new-password" required error={errors.confirm} />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('actions.saving') : t('reset.submit')}
        </Button>
      </form>
    </AccountCard>
  );
}
