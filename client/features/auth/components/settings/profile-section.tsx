import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { User } from '@common/schemas/auth';
import { ProfileSchema } from '@common/schemas/account';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/utils';
import { useUpdateProfile } from '../../api/account-settings';
import { serverErrors, zodErrors, type Errors } from '../form-errors';
import { LanguageSwitch } from '../language-switch';
import { SettingsSection } from './settings-section';

export function ProfileSection({ user }: { user: User }) {
  const update = useUpdateProfile();
  const { t } = useTranslation('auth');
  const [units, setUnits] = useState(user.units);
  const [errors, setErrors] = useState<Errors>({});

  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const parsed = ProfileSchema.safeParse({ firstName: new FormData(e.currentTarget).get('firstName'), units });
    if (!parsed.success) return setErrors(zodErrors(parsed.error.issues));
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: t('profile.saved'), description: t('profile.savedText'), variant: 'success' }),
      onError: (err) => setErrors(serverErrors(err, 'firstName')),
    });
  }

  return (
    <SettingsSection id="profile" title={t('profile.title')} description={t('profile.description')}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field
          label={t('fields.firstName')}
          name="firstName"
          defaultValue={user.firstName}
          autoComplete="given-name"
          required
          error={errors.firstName}
          className="max-w-sm"
        />
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">{t('profile.units')}</legend>
          <div className="mt-2 inline-grid grid-cols-2 rounded-xl bg-stone-100 p-1">
            {(
              [
                ['mi', t('profile.miles')],
                ['km', t('profile.kilometers')],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'cursor-pointer rounded-lg px-4 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  units === value ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700',
                )}
              >
                <input type="radio" name="units" value={value} checked={units === value} onChange={() => setUnits(value)} className="sr-only" />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('actions.saving') : t('profile.submit')}
        </Button>
      </form>
      {/* Saved on its own (and the page reloads in the new language), so it sits outside the form. */}
      <LanguageSwitch className="mt-6 border-t border-stone-200 pt-5" />
    </SettingsSection>
  );
}
