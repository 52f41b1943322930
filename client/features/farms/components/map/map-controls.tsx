import { useTranslation } from '@/lib/i18n/react';
import { LocateFixed, Search } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { locationDeniedHint } from '@/features/onboarding';

const floating =
  'pointer-events-auto inline-flex items-center justify-center gap-2 rounded-full bg-white font-semibold text-stone-900 shadow-lg ring-1 ring-stone-300 hover:bg-brand-50';

/** "Search this area": appears after the user moves the map, and runs the list search for the visible area. */
export function SearchAreaButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('farms');
  return (
    <button type="button" onClick={onClick} className={`${floating} h-11 px-4 text-sm`}>
      <Search className="h-4 w-4" aria-hidden="true" />
      {t('map.searchArea')}
    </button>
  );
}

export function LocateButton({ onClick, locating }: { onClick: () => void; locating: boolean }) {
  const { t } = useTranslation('farms');
  return (
    <button type="button" onClick={onClick} disabled={locating} aria-label={locating ? t('map.locating') : t('map.locate')} className={`${floating} h-11 w-11`}>
      {locating ? <Spinner label={t('map.locating')} className="scale-75" /> : <LocateFixed className="h-5 w-5 text-brand-800" aria-hidden="true" />}
    </button>
  );
}

/** docs/product.md §S8's wording, kept on screen: the toast goes after 2 s, the map still needs explaining. */
export function LocationDeniedNote({ userType, onDismiss }: { userType: 'farmer' | 'consumer'; onDismiss: () => void }) {
  const { t } = useTranslation('farms');
  const { t: onboarding } = useTranslation('onboarding');
  return (
    <div role="status" className="pointer-events-auto max-w-sm rounded-xl bg-white p-3 pr-2 text-sm text-stone-800 shadow-lg ring-1 ring-red-200">
      <div className="flex items-start gap-2">
        <p className="flex-1">
          <strong className="block text-tomato-700">{t('map.denied')}</strong>
          {locationDeniedHint(userType, onboarding)} {t('map.deniedHint')}
        </p>
        <button type="button" onClick={onDismiss} className="min-h-11 min-w-11 rounded-lg px-2 font-semibold text-brand-800 hover:bg-stone-100">
          {t('map.ok')}
        </button>
      </div>
    </div>
  );
}
