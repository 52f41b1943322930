import { useTranslation } from '@/lib/i18n/react';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'wouter';
import { List } from 'lucide-react';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { useFarms } from '@/features/farms/api/get-farms';
import { FarmResults } from '@/features/farms/components/farm-results';
import { FiltersDialog } from '@/features/farms/components/filters-dialog';
import { usePreselectPaysWith } from '@/features/farms/pays-with';
import { KeywordSearch } from '@/features/farms/components/keyword-search';
import type { ViewChange } from '@/features/farms/components/map/cluster-map';
import { LocateButton, LocationDeniedNote, SearchAreaButton } from '@/features/farms/components/map/map-controls';
import { SelectedFarmCard } from '@/features/farms/components/map/selected-farm-card';
import { NoResults } from '@/features/farms/components/no-results';
import { SearchLocationBox } from '@/features/farms/components/search-location-box';
import {
  filtersToApiQuery,
  filtersToMapQuery,
  filtersToSearch,
  hasLocation,
  askedInstant,
  MAP_AREA,
  MY_LOCATION,
  nearString,
  parseNear,
  resultsSummary,
  withQuery,
} from '@/features/farms/filters';
import { useFarmFilters } from '@/features/farms/use-farm-filters';
import { useOpenAtLabel } from '@/features/farms/use-open-at-label';
import { useMapTarget } from '@/features/farms/use-map-target';
import { useGeolocation } from '@/features/geo/use-geolocation';
import { ApiError } from '@/lib/api-client';

const ClusterMap = lazy(() => import('@/features/farms/components/map/cluster-map'));
const METERS = { mi: 1609.344, km: 1000 } as const;

export default function MapPage() {
  const { t } = useTranslation('pages');
  useTitle(t('map.title'));
  const { t: farmsT } = useTranslation('farms');
  const { filters, raw, update } = useFarmFilters();
  // "I pay with SNAP" pre-selects Pays with when the address has no accepts= (decision 069).
  const paysChecked = usePreselectPaysWith({ raw, update });
  const openAtLabel = useOpenAtLabel(filters);
  const geo = useGeolocation();
  const { initial, target, stayAt, placeError } = useMapTarget(filters);
  const [selected, setSelected] = useState<number | null>(null);
  const [area, setArea] = useState<ViewChange | null>(null);
  const [deniedSeen, setDeniedSeen] = useState(false);
  const results = useFarms(filtersToApiQuery(filters), hasLocation(filters) && paysChecked);
  const listError = results.error instanceof ApiError && results.error.status === 400 ? results.error.serverMessage : undefined;
  const setQ = useCallback((q: string | undefined) => update({ q }, { replace: true }), [update]);
  const onViewChange = useCallback((v: ViewChange) => setArea(v.byUser ? v : null), []);
  const unit = filters.unit ?? 'mi';

  function searchArea() {
    if (!area) return;
    const radius = Math.min(500, Math.max(1, Math.round(area.radiusMeters / METERS[unit])));
    stayAt(area.center.lat, area.center.lng);
    update({ near: nearString(area.center.lat, area.center.lng), place: MAP_AREA, radius, location: undefined });
    setArea(null);
  }
  async function locate() {
    const here = await geo.locate();
    if (here) update({ near: nearString(here.lat, here.lng), place: MY_LOCATION, location: undefined });
  }

  const search = (
    <>
      <SearchLocationBox filters={filters} update={update} error={listError ?? placeError} />
      <KeywordSearch value={raw.q ?? ''} onChange={setQ} />
    </>
  );
  const listHref = withQuery(paths.browse, filtersToSearch(raw));
  const here = geo.position ?? (filters.place === MY_LOCATION ? parseNear(filters.near) : null);

  return (
    <div className="flex h-[calc(100dvh-4rem)] flex-col lg:flex-row">
      <h1 className="sr-only">{t('map.title')}</h1>
      <aside
        aria-labelledby="map-list-heading"
        className="hidden w-[24rem] shrink-0 flex-col gap-4 overflow-y-auto border-r border-stone-200 bg-cream p-4 lg:flex"
      >
        <h2 id="map-list-heading" className="sr-only">
          {t('map.searchAndResults')}
        </h2>
        {search}
        <div className="flex items-center justify-between gap-2">
          <FiltersDialog filters={filters} update={update} hide={['radius']} />
          <Link href={listHref} className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
            {t('map.openAsList')}
          </Link>
        </div>
        {hasLocation(filters) ? (
          <FarmResults
            results={results}
            unit={unit}
            openAt={askedInstant(filters)}
            summary={(c, more) => resultsSummary(c, more, filters, farmsT, openAtLabel)}
            empty={<NoResults filters={filters} update={update} />}
          />
        ) : (
          <p className="rounded-xl bg-sun/20 p-3 text-sm text-stone-800">{t('map.moveHint')}</p>
        )}
      </aside>

      <div className="flex items-start gap-2 border-b border-stone-200 bg-cream p-2 lg:hidden">
        <SearchLocationBox filters={filters} update={update} error={listError ?? placeError} compact className="min-w-0 flex-1" />
        <FiltersDialog filters={filters} update={update} hide={['radius']} triggerSize="md-tight">
          <KeywordSearch value={raw.q ?? ''} onChange={setQ} />
        </FiltersDialog>
        <Button asChild variant="secondary" size="icon" className="shrink-0">
          <Link href={listHref} aria-label={t('map.showAsList')}>
            <List className="h-5 w-5" aria-hidden="true" />
          </Link>
        </Button>
      </div>

      <div className="relative min-h-0 flex-1">
        <Suspense fallback={<div className="h-full w-full animate-pulse bg-stone-200" />}>
          <ClusterMap
            filterQuery={filtersToMapQuery(filters)}
            initialView={initial}
            target={target}
            here={here}
            selectedId={selected}
            onSelect={setSelected}
            onViewChange={onViewChange}
          />
        </Suspense>
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[700] flex flex-col items-center gap-2 px-16">
          {area && <SearchAreaButton onClick={searchArea} />}
          {(geo.status === 'denied' || geo.status === 'unavailable') && !deniedSeen && (
            <LocationDeniedNote userType={geo.userType} onDismiss={() => setDeniedSeen(true)} />
          )}
        </div>
        <div className="absolute right-3 top-3 z-[700]">
          <LocateButton onClick={() => void locate()} locating={geo.status === 'locating'} />
        </div>
        {selected !== null && <SelectedFarmCard id={selected} onClose={() => setSelected(null)} />}
      </div>
    </div>
  );
}
