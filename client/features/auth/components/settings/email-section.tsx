import { useState, type FormEvent } from 'react';
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
    <SettingsSection id="email" title="Email" description="Where we send sign-in links, security notices and the notifications you choose.">
      <p className="flex flex-wrap items-center gap-2">
        <span className="break-all font-medium">{user.email}</span>
        {user.emailVerified && (
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> Verified
          </span>
        )}
      </p>
      <VerifyEmailNotice action="message farmers and post reviews" className="mt-4" />
      {change.isSuccess && (
        <p role="status" className="mt-4 rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          {change.data.message} Until then we keep using {user.email}.
        </p>
      )}
      {open ? (
        <form onSubmit={submit} noValidate className="mt-5 grid max-w-xl gap-4 sm:grid-cols-2">
          <Field label="New email" name="email" type="email" autoComplete="email" inputMode="email" error={errors.email} />
          <Field label="Current password" name="currentPassword" type="password" autoComplete="current-password" error={errors.currentPassword} />
          <div className="flex gap-3 sm:col-span-2">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? 'Sending…' : 'Send a confirmation link'}
            </Button>
            <Button variant="ghost" onClick={() => (setOpen(false), setErrors({}))}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="mt-5" onClick={() => setOpen(true)}>
          Change email
        </Button>
      )}
    </SettingsSection>
  );
}
