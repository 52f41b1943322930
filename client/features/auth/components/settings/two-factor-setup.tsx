import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useTwoFactorMutations } from '../../api/two-factor';
import { serverErrors, type Errors } from '../form-errors';

/**
 * First the password (someone holding only a signed-in session must not be able to put their own authenticator
 * on the account), then scan (or type) the secret and prove it with a code: only then is two-step verification on.
 */
export function TwoFactorSetupForm({ onEnabled, onCancel }: { onEnabled: (codes: string[]) => void; onCancel: () => void }) {
  const { setup, enable } = useTwoFactorMutations();
  const [errors, setErrors] = useState<Errors>({});
  const [password, setPassword] = useState<string | null>(null);

  function confirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!typed) return setErrors({ password: 'Enter your current password' });
    setErrors({});
    setup.mutate(typed, { onSuccess: () => setPassword(typed), onError: (err) => setErrors(serverErrors(err, 'password')) });
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return setErrors({ code: 'Enter the six-digit code from your app' });
    setErrors({});
    enable.mutate(
      { password: password!, code },
      { onSuccess: (answer) => onEnabled(answer.recoveryCodes), onError: (err) => setErrors(serverErrors(err, 'code')) },
    );
  }

  if (password === null || !setup.data) {
    return (
      <form onSubmit={confirm} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
        <p className="w-full text-sm text-stone-700">Confirm it is you: enter your password to set up two-step verification.</p>
        <Field label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} className="min-w-[14rem] flex-1" />
        <Button type="submit" disabled={setup.isPending}>
          {setup.isPending ? 'Checking…' : 'Continue'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </form>
    );
  }

  const grouped = setup.data.secret.match(/.{1,4}/g)?.join(' ');
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-800">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).</li>
        <li>Scan this QR code, or type the key below into the app.</li>
        <li>Enter the six-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qrSvg)}`}
          alt="QR code for your authenticator app"
          width={176}
          height={176}
          className="h-44 w-44 rounded-xl bg-white p-2 ring-1 ring-stone-200"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-stone-800">Key (if you cannot scan)</p>
          <p className="mt-1 break-all font-mono text-base tracking-wider" data-testid="totp-secret" data-secret={setup.data.secret}>
            {grouped}
          </p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="flex max-w-md flex-wrap items-end gap-3">
        <Field
          label="Six-digit code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={errors.code}
          className="min-w-[10rem] flex-1"
        />
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? 'Checking…' : 'Turn on'}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </form>
    </div>
  );
}
