import { useTranslation } from '@/lib/i18n/react';
import { Spinner } from '@/components/ui/spinner';

interface MapStatusPillProps {
  loading: boolean;
  error: boolean;
  empty: boolean;
  onRetry: () => void;
}

/** One line at the bottom of the map: loading, failed (with retry) or nothing here. */
export function MapStatusPill({ loading, error, empty, onRetry }: MapStatusPillProps) {
  const { t } = useTranslation('farms');
  const base =
    'absolute bottom-14 left-1/2 z-[500] flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-white/95 px-3 py-1.5 text-sm font-medium text-stone-800 shadow';
  if (loading) {
    return (
      <div className={base}>
        <Spinner label={t('map.loadingArea')} className="scale-75" />
        <span aria-hidden="true">{t('map.loadingStands')}</span>
      </div>
    );
  }
  if (error) {
    return (
      <div role="alert" className={base}>
        {t('map.failed')}
        <button type="button" onClick={onRetry} className="font-semibold text-brand-800 underline">
          {t('map.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <p role="status" className={base}>
        {t('map.empty')}
      </p>
    );
  }
  return null;
}
