import { useMemo } from 'react';
import { Link } from 'wouter';
import { ArrowLeft, CalendarRange, RefreshCw } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { FarmCardSkeleton } from '@/features/farms/components/farm-card';
import { LocatingStatus } from '@/features/farms/components/locating-status';
import { PlaceRadiusPanel } from '@/features/farms/components/place-radius-panel';
import { filtersToApiQuery, filtersToSearch, hasLocation, placePhrase, RADII } from '@/features/farms/filters';
import { useNearPlace } from '@/features/farms/use-near-place';
import { useFarmFilters } from '@/features/farms/use-farm-filters';
import { useCropCalendar } from '@/features/seasons';
import { CropCalendar } from '@/features/seasons/ui';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const DEFAULT_RADIUS = 25;

/**
 * The crop calendar (issue 32 point 4): for the reader's area, when each crop is usually available and at how many
 * stands, learned from the stands' availability history (decision 063 "In an area").
 */
export default function InSeasonCalendarPage() {
  const { t } = useTranslation('pages');
  const { t: farmsT } = useTranslation('farms');
  useTitle(t('cropCalendar.title'));
  const { filters, raw, update } = useFarmFilters();
  const { phase, failed, locateMe } = useNearPlace({ base: filters, raw, update });
  const radius = filters.radius ?? DEFAULT_RADIUS;
  const unit = filters.unit ?? 'mi';
  const { near, location, place } = filters;
  const located = hasLocation(filters);
  const placeQuery = useMemo(
    () => filtersToApiQuery({ near, location, radius, unit, category: [], feature: [], kind: [], accepts: [] }),
    [near, location, radius, unit],
  );
  const placeSearch = useMemo(
    () => filtersToSearch({ near, location, place, radius, unit, category: [], feature: [], kind: [], accepts: [] }),
    [near, location, place, radius, unit],
  );
  const calendar = useCropCalendar(placeQuery, phase === 'ready' && located);
  const placeError = calendar.error instanceof ApiError && calendar.error.status === 400 ? calendar.error.serverMessage : undefined;
  const wider = RADII.find((r) => r > radius);
  const where = placePhrase(filters, farmsT);

  return (
    <div className="mx-auto max-w-5xl px-4 pb-16 pt-6 sm:pt-10">
      <Link
        href={`${paths.inSeason}${placeSearch ? `?${placeSearch}` : ''}`}
        className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand-800 underline underline-offset-4"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('cropCalendar.back')}
      </Link>
      <h1 className="mt-2 flex items-center gap-2 text-3xl font-semibold text-brand-900 sm:text-4xl">
        <CalendarRange className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" /> {t('cropCalendar.title')}
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-stone-700">{located ? t('cropCalendar.leadNear', { radius, unit, where }) : t('cropCalendar.lead')}</p>

      <PlaceRadiusPanel
        filters={filters}
        update={update}
        error={placeError}
        radius={radius}
        radiusLabel={t('inSeason.within')}
        unit={unit}
        locating={phase === 'locating'}
        onLocate={() => void locateMe()}
        failed={failed}
        className="max-w-3xl"
      />

      <section aria-labelledby="calendar-heading" className="mt-6">
        <h2 id="calendar-heading" className="sr-only">
          {t('cropCalendar.caption', { where })}
        </h2>
        {phase !== 'ready' ? (
          <LocatingStatus label={phase === 'locating' ? t('inSeason.locating') : t('inSeason.getting')} />
        ) : !located ? (
          <p className="rounded-2xl bg-sun/20 px-5 py-4 text-stone-800">{t('cropCalendar.needPlace')}</p>
        ) : calendar.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <FarmCardSkeleton />
          </div>
        ) : calendar.isError && !placeError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-semibold text-tomato-700">{t('cropCalendar.error')}</p>
            <p className="mt-1 text-stone-800">{errorMessage(calendar.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void calendar.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('inSeason.retry')}
            </Button>
          </div>
        ) : calendar.data && calendar.data.items.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
            <p className="font-semibold text-stone-900">{t('cropCalendar.empty', { radius, unit })}</p>
            <p className="mt-1 text-stone-700">{t('cropCalendar.emptyHint')}</p>
            {wider && (
              <Button variant="secondary" className="mt-4" onClick={() => update({ radius: wider })}>
                {t('inSeason.widen', { radius: wider, unit })}
              </Button>
            )}
          </div>
        ) : (
          calendar.data && (
            <>
              <p className="mb-3 text-sm text-stone-700">{t('cropCalendar.how')}</p>
              <CropCalendar crops={calendar.data.items} placeSearch={placeSearch} caption={t('cropCalendar.caption', { where })} />
            </>
          )
        )}
      </section>
    </div>
  );
}
