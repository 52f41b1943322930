import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ArrowRight, BadgeCheck, X } from 'lucide-react';
import { localizeTodayLabel, todayLabelSaysToday } from '@common/hours/phrases';
import { paths } from '@/lib/paths';
import { Spinner } from '@/components/ui/spinner';
import { useFarm } from '../../api/get-farm';
import { FavoriteButton } from '@/features/favorites/ui';
import { AddToTripButton } from '@/features/trips/ui';
import { useCatalogLabels } from '../../catalog-labels';
import { lang } from '../../format';
import { OpenBadge } from '../open-badge';

/**
 * The card for the marker last chosen, over the bottom of the map (where a thumb reaches). It takes
 * focus so a keyboard user lands on it after pressing Enter on a marker; Escape gives focus back.
 */
export function SelectedFarmCard({ id, onClose }: { id: number; onClose: () => void }) {
  const { t, i18n } = useTranslation('farms');
  const labels = useCatalogLabels();
  const { data: farm, isPending, isError } = useFarm(id);
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), [id]);

  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-label={t('map.selected')}
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
      className="absolute inset-x-3 bottom-8 z-[600] mx-auto max-w-md rounded-2xl bg-white p-4 pr-12 shadow-xl ring-1 ring-stone-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
    >
      <button
        type="button"
        onClick={onClose}
        aria-label={t('map.close')}
        className="absolute right-2 top-2 rounded-full p-2.5 text-stone-600 hover:bg-stone-100"
      >
        <X className="h-5 w-5" aria-hidden="true" />
      </button>
      {isPending && <Spinner label={t('map.loadingStand')} />}
      {isError && <p className="text-stone-700">{t('map.standFailed')}</p>}
      {farm && (
        <>
          <h2 className="font-display text-lg font-semibold text-stone-900">
            {farm.name}
            {farm.verified && <BadgeCheck className="ml-1 inline h-4 w-4 -translate-y-px text-brand-600" role="img" aria-label={t('card.verified')} />}
          </h2>
          <p className="text-sm text-stone-600">
            {labels.kind(farm.kind)}
            {farm.city && ` · ${farm.city}${farm.region ? `, ${farm.region}` : ''}`}
          </p>
          <OpenBadge open={farm.open} timeZone={farm.timeZone} className="mt-2" />
          {farm.open.status !== 'unknown' && (
            <p className="mt-1 text-sm text-stone-700">
              {todayLabelSaysToday(farm.open.todayLabel)
                ? localizeTodayLabel(farm.open.todayLabel, lang(i18n))
                : t('open.today', { hours: localizeTodayLabel(farm.open.todayLabel, lang(i18n)) })}
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            <Link href={paths.farm(farm.id)} className="inline-flex items-center gap-1 font-semibold text-brand-800 underline-offset-2 hover:underline">
              {t('map.viewStand')} <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <AddToTripButton farmId={farm.id} farmName={farm.name} size="sm" />
            <FavoriteButton farmId={farm.id} farmName={farm.name} />
          </div>
        </>
      )}
    </section>
  );
}
