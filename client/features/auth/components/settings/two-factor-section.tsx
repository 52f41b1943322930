import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('auth');

  function disable(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget)) as { password: string; code: string };
    m.disable.mutate(data, {
      onSuccess: () => (reset(), toast({ title: t('twoStepSettings.off'), variant: 'success' })),
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
  else if (status.isLoading || !status.data) body = <Spinner label={t('twoStepSettings.loading')} />;
  else if (!status.data.enabled) {
    body =
      mode === 'setup' ? (
        <TwoFactorSetupForm onEnabled={(c) => (reset(), setCodes(c))} onCancel={reset} />
      ) : (
        <Button onClick={() => setMode('setup')}>
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {t('twoStepSettings.turnOn')}
        </Button>
      );
  } else {
    body = (
      <div className="space-y-4">
        <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {t('twoStepSettings.on')}
        </p>
        <p className="text-sm text-stone-700">
          {t('twoStepSettings.codesLeft', { count: status.data.recoveryCodesLeft })}
          {status.data.recoveryCodesLeft < 4 && ` ${t('twoStepSettings.runningOut')}`}
        </p>
        {mode === 'disable' && (
          <form onSubmit={disable} noValidate className="grid max-w-xl gap-4 sm:grid-cols-2">
            <Field label={t('fields.password')} name="password" type="password" autoComplete="current-password" error={errors.password} />
            <Field label={t('twoStepSettings.codeOrRecovery')} name="code" autoComplete="one-time-code" error={errors.code} />
            <div className="flex gap-3 sm:col-span-2">
              <Button type="submit" variant="danger" disabled={m.disable.isPending}>
                {t('twoStepSettings.turnOff')}
              </Button>
              <Button variant="ghost" onClick={reset}>
                {t('actions.cancel')}
              </Button>
            </div>
          </form>
        )}
        {mode === 'regenerate' && (
          <form onSubmit={regenerate} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
            <Field
              label={t('fields.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              error={errors.password}
              className="min-w-[14rem] flex-1"
            />
            <Button type="submit" disabled={m.regenerate.isPending}>
              {t('twoStepSettings.makeNew')}
            </Button>
            <Button variant="ghost" onClick={reset}>
              {t('actions.cancel')}
            </Button>
          </form>
        )}
        {mode === 'idle' && (
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setMode('regenerate')}>
              {t('twoStepSettings.newCodes')}
            </Button>
            <Button variant="secondary" onClick={() => setMode('disable')}>
              {t('twoStepSettings.turnOff')}
            </Button>
          </div>
        )}
      </div>
    );
  }

  return (
    <SettingsSection id="two-step" title={t('twoStep.title')} description={t('twoStepSettings.description')}>
      {body}
    </SettingsSection>
  );
}
