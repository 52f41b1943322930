import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { PageQuery } from '@common/pages/server-render';
import type { ServerDataContext } from '@/app/lazy-page';
import { Link } from 'wouter';
import { BellPlus, RefreshCw, Sprout } from 'lucide-react';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CreateAlertDialog } from '@/features/alerts/components/create-alert-dialog';
import { FarmCardSkeleton } from '@/features/farms/components/farm-card';
import { LocatingStatus } from '@/features/farms/components/locating-status';
import { PlaceRadiusPanel } from '@/features/farms/components/place-radius-panel';
import { filtersToApiQuery, filtersToSearch, hasLocation, parseFilters, placeLabel, placePhrase, RADII, type FarmFilters } from '@/features/farms/filters';
import { useNearPlace } from '@/features/farms/use-near-place';
import { usePreselectPaysWith } from '@/features/farms/pays-with';
import { PaysWithFilter } from '@/features/farms/components/pays-with-filter';
import { useFarmFilters, withDefaults } from '@/features/farms/use-farm-filters';
import { useInSeason } from '@/features/in-season/api/get-in-season';
import { inSeasonKeys } from '@/features/in-season/api/keys';
import { ProductGroup } from '@/features/in-season/components/product-group';
import { ApiError, errorMessage } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { HydrationSlice } from '@/lib/hydration';

const DEFAULT_RADIUS = 25;

// "Coming up near you" sits below the products available now: it loads after them, out of the page's first-load budget.
const ComingUp = lazy(() => import('@/features/seasons/ui').then((m) => ({ default: m.ComingUp })));

/** Only the place, distance, unit and "Pays with" matter here: the rest of a /browse link is dropped. */
const placeQueryOf = (filters: Pick<FarmFilters, 'near' | 'location' | 'radius' | 'unit'> & { accepts?: string[] }) =>
  filtersToApiQuery({
    near: filters.near,
    location: filters.location,
    radius: filters.radius ?? DEFAULT_RADIUS,
    unit: filters.unit ?? 'mi',
    category: [],
    feature: [],
    kind: [],
    accepts: filters.accepts ?? [],
  });

/** With a place in the address or a saved home, the answer is known on the server: it comes with the page. */
export const serverData = ({ search, user }: ServerDataContext): PageQuery[] => {
  const filters = withDefaults(parseFilters(search), user);
  if (!hasLocation(filters)) return [];
  const placeQuery = placeQueryOf(filters);
  return [{ queryKey: inSeasonKeys.groups(placeQuery), from: { source: 'inSeason.near', query: Object.fromEntries(new URLSearchParams(placeQuery)) } }];
};

/** "What's fresh near you" (docs/product.md §9): the products stands near a place have marked available, by product. */
export default function InSeasonPage() {
  const { t } = useTranslation('pages');
  const { t: farmsT } = useTranslation('farms');
  useTitle(t('inSeason.title'));
  const { filters, raw, update } = useFarmFilters();
  // `base`: a saved home answers at once, as the server rendered it.
  const { phase, failed, locateMe } = useNearPlace({ base: filters, raw, update });
  // "I pay with SNAP" pre-selects Pays with when the address has no accepts= (decision 069).
  const paysChecked = usePreselectPaysWith({ raw, update });
  const radius = filters.radius ?? DEFAULT_RADIUS;
  const unit = filters.unit ?? 'mi';
  const { near, location } = filters;
  const acceptsKey = filters.accepts.join(',');
  const placeQuery = useMemo(
    () => placeQueryOf({ near, location, radius, unit, accepts: acceptsKey ? acceptsKey.split(',') : [] }),
    [near, location, radius, unit, acceptsKey],
  );
  // What is coming up is the area's seasons, whoever takes what.
  const areaQuery = useMemo(() => placeQueryOf({ near, location, radius, unit }), [near, location, radius, unit]);
  const located = hasLocation(filters);
  const groups = useInSeason(placeQuery, phase === 'ready' && located && paysChecked);
  const placeError = groups.error instanceof ApiError && groups.error.status === 400 ? groups.error.serverMessage : undefined;
  const place = { near: filters.near, location: filters.near ? undefined : filters.location, label: placeLabel(filters, farmsT) };
  const wider = RADII.find((r) => r > radius);
  // The calendar opens on the same place and distance.
  const placeSearch = filtersToSearch({ near, location, place: filters.place, radius, unit, category: [], feature: [], kind: [], accepts: [] });

  const alertButton = (
    <CreateAlertDialog
      place={place}
      radius={Math.min(radius, 100)}
      unit={unit}
      trigger={
        <Button variant="secondary">
          <BellPlus className="h-4 w-4" aria-hidden="true" /> {t('inSeason.alertCta')}
        </Button>
      }
    />
  );

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-10">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('inSeason.title')}</h1>
      <p className="mt-2 text-lg text-stone-700">
        {located ? t('inSeason.leadNear', { radius, unit, where: placePhrase(filters, farmsT) }) : t('inSeason.lead')}
      </p>

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
      />

      <div className="mt-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <PaysWithFilter filters={filters} update={update} />
      </div>

      <div className="mt-4 flex min-h-11 flex-wrap items-center gap-x-4 gap-y-2">
        {located && alertButton}
        <Link
          href={`${paths.inSeasonCalendar}${placeSearch ? `?${placeSearch}` : ''}`}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {/* No icon: the page is at its first-load budget. */}
          {t('inSeason.calendarLink')}
        </Link>
      </div>

      <section aria-labelledby="in-season-heading" className="mt-6">
        <h2 id="in-season-heading" className="sr-only">
          {t('inSeason.groupsLabel')}
        </h2>
        {phase !== 'ready' ? (
          <LocatingStatus label={phase === 'locating' ? t('inSeason.locating') : t('inSeason.getting')} />
        ) : !located ? (
          <p className="rounded-2xl bg-sun/20 px-5 py-4 text-stone-800">{t('inSeason.needPlace')}</p>
        ) : groups.isPending ? (
          <div className="grid gap-3" aria-busy="true">
            <FarmCardSkeleton />
            <FarmCardSkeleton />
          </div>
        ) : groups.isError && !placeError ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5">
            <p className="font-semibold text-tomato-700">{t('inSeason.error')}</p>
            <p className="mt-1 text-stone-800">{errorMessage(groups.error)}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void groups.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('inSeason.retry')}
            </Button>
          </div>
        ) : groups.data && groups.data.items.length === 0 ? (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200">
            <Sprout className="mx-auto h-8 w-8 text-brand-600" aria-hidden="true" />
            <p className="mt-2 font-semibold text-stone-900">{t('inSeason.empty', { radius, unit })}</p>
            <p className="mt-1 text-stone-700">{t('inSeason.emptyHint')}</p>
            {wider && (
              <Button variant="secondary" className="mt-4" onClick={() => update({ radius: wider })}>
                {t('inSeason.widen', { radius: wider, unit })}
              </Button>
            )}
          </div>
        ) : (
          groups.data && (
            <ul className="space-y-3">
              {groups.data.items.map((g) => (
                // Each product's group hydrates on its own (decision 073).
                <HydrationSlice key={g.product}>
                  <ProductGroup group={g} unit={unit} radius={radius} placeQuery={placeQuery} place={place} />
                </HydrationSlice>
              ))}
            </ul>
          )
        )}
      </section>
      {phase === 'ready' && located && (
        <Suspense fallback={null}>
          <ComingUp placeQuery={areaQuery} radius={radius} unit={unit} enabled />
        </Suspense>
      )}
    </div>
  );
}
