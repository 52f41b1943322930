import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('auth');

  function confirm(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const typed = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!typed) return setErrors({ password: t('twoStepSettings.enterCurrent') });
    setErrors({});
    setup.mutate(typed, { onSuccess: () => setPassword(typed), onError: (err) => setErrors(serverErrors(err, 'password')) });
  }

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const code = String(new FormData(e.currentTarget).get('code') ?? '').replace(/\s/g, '');
    if (!/^\d{6}$/.test(code)) return setErrors({ code: t('twoStep.enterCode') });
    setErrors({});
    enable.mutate(
      { password: password!, code },
      { onSuccess: (answer) => onEnabled(answer.recoveryCodes), onError: (err) => setErrors(serverErrors(err, 'code')) },
    );
  }

  if (password === null || !setup.data) {
    return (
      <form onSubmit={confirm} noValidate className="flex max-w-xl flex-wrap items-end gap-3">
        <p className="w-full text-sm text-stone-700">{t('twoStepSettings.confirmIntro')}</p>
        <Field
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          error={errors.password}
          className="min-w-[14rem] flex-1"
        />
        <Button type="submit" disabled={setup.isPending}>
          {setup.isPending ? t('actions.checking') : t('twoStepSettings.continue')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </form>
    );
  }

  const grouped = setup.data.secret.match(/.{1,4}/g)?.join(' ');
  return (
    <div className="space-y-5">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-stone-800">
        <li>{t('twoStepSettings.step1')}</li>
        <li>{t('twoStepSettings.step2')}</li>
        <li>{t('twoStepSettings.step3')}</li>
      </ol>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <img
          src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.data.qrSvg)}`}
          alt={t('twoStepSettings.qrAlt')}
          width={176}
          height={176}
          className="h-44 w-44 rounded-xl bg-white p-2 ring-1 ring-stone-200"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium text-stone-800">{t('twoStepSettings.key')}</p>
          <p className="mt-1 break-all font-mono text-base tracking-wider" data-testid="totp-secret" data-secret={setup.data.secret}>
            {grouped}
          </p>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="flex max-w-md flex-wrap items-end gap-3">
        <Field
          label={t('twoStepSettings.sixDigit')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          error={errors.code}
          className="min-w-[10rem] flex-1"
        />
        <Button type="submit" disabled={enable.isPending}>
          {enable.isPending ? t('actions.checking') : t('twoStepSettings.enable')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      </form>
    </div>
  );
}
