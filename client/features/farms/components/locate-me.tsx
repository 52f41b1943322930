import { useTranslation } from '@/lib/i18n/react';
import { LocateFixed } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * The tap that asks the browser for its position on a "near me" page (useNearPlace: never before it), and, when the
 * position did not come, why, said once here (no toast besides: issue 34, point 7).
 */
export function LocateMe({ onLocate, locating, failed }: { onLocate: () => void; locating: boolean; failed: 'denied' | 'unavailable' | null }) {
  const { t } = useTranslation('farms');
  return (
    <div className="mt-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <Button variant="secondary" className="self-start" onClick={onLocate} disabled={locating}>
          <LocateFixed className="h-4 w-4" aria-hidden="true" /> {t('locate.button')}
        </Button>
        <p className="text-sm text-stone-700">{t('locate.why')}</p>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-tomato-700 empty:hidden">
        {failed === 'denied' ? t('locate.denied') : failed === 'unavailable' ? t('locate.unavailable') : ''}
      </p>
    </div>
  );
}
