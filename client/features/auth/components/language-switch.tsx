import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '@common/i18n/languages';
import { switchLanguage } from '@/lib/i18n';
import { cn } from '@/lib/utils';
import { useUpdateProfile } from '../api/account-settings';
import { useUser } from '../api/use-user';

/**
 * English / Español, in the footer and account settings. Signed in, the choice is saved on the account (emails
 * and push notifications follow it); the cookie keeps it for this browser either way. The page reloads so the
 * server renders it, its title and links in the new language.
 */
export function LanguageSwitch({ className, dark = false }: { className?: string; dark?: boolean }) {
  const { t, i18n } = useTranslation();
  const { user } = useUser();
  const update = useUpdateProfile();
  const id = useId();

  async function choose(value: string) {
    if (!isLanguage(value) || value === i18n.language) return;
    if (user) await update.mutateAsync({ language: value }).catch(() => undefined); // the cookie still switches this browser
    switchLanguage(value);
  }

  return (
    <div className={cn('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id}>{t('language.label')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => void choose(e.target.value)}
        disabled={update.isPending}
        className={cn('min-h-9 rounded-md border px-2 py-1', dark ? 'border-brand-700 bg-brand-900 text-white' : 'border-stone-300 bg-white text-stone-900')}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </div>
  );
}
