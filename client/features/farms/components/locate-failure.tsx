import { useTranslation } from '@/lib/i18n/react';

/**
 * Why the position did not come, on a "near me" page that asked for it on a tap (useNearPlace): said once, here, under
 * the place box, and not as a toast besides (issue 34, point 7). The live region is there from the start, so a screen
 * reader hears the sentence when it comes.
 */
export function LocateFailure({ failed }: { failed: 'denied' | 'unavailable' | null }) {
  const { t } = useTranslation('farms');
  return (
    <p role="status" className="mt-2 text-sm font-medium text-tomato-700 empty:hidden">
      {failed === 'denied' ? t('locate.denied') : failed === 'unavailable' ? t('locate.unavailable') : ''}
    </p>
  );
}
