import { useTranslation } from '@/lib/i18n/react';
import { SiteSwitches } from './site-switches';

export default function SettingsAdmin() {
  const { t } = useTranslation('admin');
  return (
    <div className="max-w-2xl rounded-2xl bg-white px-5 py-1 ring-1 ring-stone-200">
      <h3 className="sr-only">{t('settings.heading')}</h3>
      <SiteSwitches />
    </div>
  );
}
