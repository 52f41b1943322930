import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { PasswordChangeSchema } from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useChangePassword } from '../../api/account-settings';
import { serverErrors, zodErrors, type Errors } from '../form-errors';
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  const change = useChangePassword();
  const { t } = useTranslation('auth');
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = PasswordChangeSchema.safeParse({ currentPassword: data.currentPassword, newPassword: data.newPassword });
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    if (data.newPassword !== data.confirm) return setErrors({ confirm: t('password.mismatch') });
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('password.changed'), description: t('password.othersOut'), variant: 'success' });
      },
      onError: (err) => setErrors(serverErrors(err, 'currentPassword')),
    });
  }

  return (
    <SettingsSection id="password" title={t('fields.password')} description={t('password.description')}>
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        <Field label={t('fields.currentPassword')} name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
        <Field
          label={t('fields.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          hint={t('password.hint')}
        />
        <Field label={t('fields.repeatNewPassword')} name="confirm" type="password" autoComplete="new-password" error={errors.confirm} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? t('actions.saving') : t('password.submit')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
