import { useState, type FormEvent } from 'react';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useTwoFactorMutations, useTwoFactorStatus } from '../../api/two-factor';
import { serverErrors, type Errors } from '../form-errors';
import { RecoveryCodes } from './recovery-codes';
import { SettingsSection } from './settings-section';
import { TwoFactorSetupForm } from './two-factor-setup';

/** Two-step verification: turn on (QR code, confirm a code, recovery codes), new codes, turn off. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus();
  const m = useTwoFactorMutations();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [mode, setMode] = useState<'idle' | 'setup' | 'disable' | 'regenerate'>('idle');
  const [errors, setErrors] = useState<Errors>({});
  const reset = () => (setMode('idle'), setErrors({}));

  function disable(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget)) as { password: string; code: string };
    m.disable.mutate(data, {
      onSuccess: () => (reset(), toast({ title: 'Two-step verification is off', variant: 'success' })),
      onError: (err) => setErrors(serverErrors(err, 'code')),
    });
  }

  function regenerate(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    m.regenerate.mutate(String(new FormData(e.currentTarget).get('password') ?? ''), {
      onSuccess: (answer) => (reset(), setCodes(answer.recoveryCodes)),
      onError: (err) => setErrors(serverErrors(err, 'password')),
    });
  }

  let body;
  if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  else if (status.isLoading || !status.data) body = <Spinner label="Loading two-step verification" />;
  else if (!status.data.enabled) {
    body =
      mode === 'setup' ? (
        <TwoFactorSetupForm onEnabled={(c) => (reset(), setCodes(c))} onCancel={reset} />
      ) : (
        <Button onClick={() => setMode('setup')}>
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> Turn on two-step verification
        </Button>
      );
  } else {
    body = (
      <div className="space-y-4">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> On
        </p>
        <p className="text-sm text-stone-700">
          {status.data.recoveryCodesLeft} of 10 recovery codes left.{status.data.recoveryCodesLeft < 4 && ' Make new ones before you run out.'}
        </p>
        {mode === 'disable' && (
          <form onSubmit={disable} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
            <Field label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} />
            <Field label="Code from your app, or a recovery code" name="code" autoComplete="one-time-code" error={errors.code} />
            <div className="flex gap-3 sm:col-span-2">
              <Button type="submit" variant="danger" disabled={m.disable.isPending}>
                Turn off
              </Button>
              <Button variant="ghost" onClick={reset}>
                Cancel
              </Button>
            </div>
          </form>
        )}
        {mode === 'regenerate' && (
          <form onSubmit={regenerate} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
            <Field label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} className="min-w-[14rem] flex-1" />
            <Button type="submit" disabled={m.regenerate.isPending}>
              Make new codes
            </Button>
            <Button variant="ghost" onClick={reset}>
              Cancel
            </Button>
          </form>
        )}
        {mode === 'idle' && (
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setMode('regenerate')}>
              New recovery codes
            </Button>
            <Button variant="secondary" onClick={() => setMode('disable')}>
              Turn off
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <SettingsSection
      id="two-step"
      title="Two-step verification"
      description="Signing in then needs your password and a code from an authenticator app on your phone, so a stolen password alone is not enough."
    >
      {body}
    </SettingsSection>
  );
}
