import { useState, type FormEvent } from 'react';
import { PasswordChangeSchema } from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { useChangePassword } from '../../api/account-settings';
import { serverErrors, zodErrors, type Errors } from '../form-errors';
import { SettingsSection } from './settings-section';

export function PasswordSection() {
  const change = useChangePassword();
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    const parsed = PasswordChangeSchema.safeParse({ currentPassword: data.currentPassword, newPassword: data.newPassword });
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    if (data.newPassword !== data.confirm) return setErrors({ confirm: 'The two new passwords are not the same' });
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => {
        form.reset();
        toast({ title: 'Password changed', description: 'Other devices were signed out.', variant: 'success' });
      },
      onError: (err) => setErrors(serverErrors(err, 'currentPassword')),
    });
  }

  return (
    <SettingsSection id="password" title="Password" description="Changing it signs out every other device.">
      <form onSubmit={submit} noValidate className="grid max-w-xl gap-4">
        <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
        <Field label="New password" name="newPassword" type="password" autoComplete="new-password" error={errors.newPassword} hint="At least 8 characters." />
        <Field label="Repeat the new password" name="confirm" type="password" autoComplete="new-password" error={errors.confirm} />
        <div>
          <Button type="submit" disabled={change.isPending}>
            {change.isPending ? 'Saving…' : 'Change password'}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
