import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { BadgeCheck } from 'lucide-react';
import type { User } from '@common/schemas/auth';
import { EmailChangeSchema } from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useChangeEmail } from '../../api/account-settings';
import { serverErrors, zodErrors, type Errors } from '../form-errors';
import { VerifyEmailNotice } from '../verify-email-notice';
import { SettingsSection } from './settings-section';

export function EmailSection({ user }: { user: User }) {
  const change = useChangeEmail();
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Errors>({});
  const [open, setOpen] = useState(false);

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const parsed = EmailChangeSchema.safeParse(Object.fromEntries(new FormData(form)));
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    setErrors({});
    change.mutate(parsed.data, { onSuccess: () => (form.reset(), setOpen(false)), onError: (err) => setErrors(serverErrors(err, 'email')) });
  }

  return (
    <SettingsSection id="email" title={t('fields.email')} description={t('email.description')}>
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{user.email}</span>
        {user.emailVerified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> {t('email.verified')}
          </span>
        )}
      </p>
      <VerifyEmailNotice action={t('email.verifyAction')} className="mt-4" />
      {change.isSuccess && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {change.data.message} {t('email.until', { email: user.email })}
        </p>
      )}
      {open ? (
        <form onSubmit={submit} noValidate className="mt-5 grid max-w-xl gap-4 sm:grid-cols-2">
          <Field label={t('email.new')} name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
          <Field label={t('fields.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? t('actions.sending') : t('email.submit')}
            </Button>
            <Button variant="ghost" onClick={() => (setOpen(false), setErrors({}))}>
              {t('actions.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="mt-5" onClick={() => setOpen(true)}>
          {t('email.change')}
        </Button>
      )}
    </SettingsSection>
  );
}
