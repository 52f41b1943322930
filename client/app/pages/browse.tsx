import { useTranslation } from '@/lib/i18n/react';
import { useCallback } from 'react';
import { sliced } from '@/lib/hydration-sliced';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import type { ServerDataContext } from '@/app/lazy-page';
import { farmListPageQuery, useFarms } from '@/features/farms/api/get-farms';
import { FarmResults } from '@/features/farms/components/farm-results';
import { FiltersDialog } from '@/features/farms/components/filters-dialog';
import { FiltersPanel } from '@/features/farms/components/filters-panel';
import { KeywordSearch } from '@/features/farms/components/keyword-search';
import { NoResults } from '@/features/farms/components/no-results';
import { ResultsMap } from '@/features/farms/components/results-map';
import { SearchLocationBox } from '@/features/farms/components/search-location-box';
import { SortSelect } from '@/features/farms/components/sort-select';
import { ViewToggle } from '@/features/farms/components/view-toggle';
import {
  askedInstant,
  filtersToApiQuery,
  filtersToSearch,
  hasLocation,
  parseFilters,
  resultsSummary,
  withQuery,
  type FarmFilters,
  type UpdateFilters,
} from '@/features/farms/filters';
import { useRememberedPlace } from '@/features/farms/remembered-place';
import { usePreselectPaysWith } from '@/features/farms/pays-with';
import { useFarmFilters, withDefaults } from '@/features/farms/use-farm-filters';
import { useOpenAtLabel } from '@/features/farms/use-open-at-label';
import { ApiError } from '@/lib/api-client';

/** The first page of results, for the search in the address (a signed-in user's home fills in a missing place). */
export const serverData = ({ search, user }: ServerDataContext) => [farmListPageQuery(filtersToApiQuery(withDefaults(parseFilters(search), user)))];

// The search boxes, the filter bar and the side panel (hidden on a phone) each hydrate on their own (decision 073), and
// are not visited again when the page re-renders with the same search (lib/hydration-sliced.tsx).
const SearchBar = sliced(function SearchBar({
  filters,
  update,
  error,
  q,
  setQ,
}: {
  filters: FarmFilters;
  update: UpdateFilters;
  error?: string;
  q: string;
  setQ: (q: string | undefined) => void;
}) {
  return (
    <div className="mt-5 grid gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-2">
      <SearchLocationBox filters={filters} update={update} error={error} />
      <KeywordSearch value={q} onChange={setQ} />
    </div>
  );
});

const FilterBar = sliced(function FilterBar({
  filters,
  update,
  view,
  listHref,
  mapHref,
}: {
  filters: FarmFilters;
  update: UpdateFilters;
  view: 'map' | 'list';
  listHref: string;
  mapHref: string;
}) {
  const { t } = useTranslation('pages');
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <Button
        className="whitespace-nowrap"
        variant={filters.open ? 'primary' : 'secondary'}
        aria-pressed={Boolean(filters.open)}
        onClick={() => update({ open: filters.open ? undefined : 'now', openAt: undefined })}
      >
        {t('browse.openNow')}
      </Button>
      <FiltersDialog filters={filters} update={update} className="lg:hidden" />
      <ViewToggle view={view} listHref={listHref} mapHref={mapHref} className="ml-auto" />
    </div>
  );
});

const FiltersAside = sliced(FiltersPanel);

export default function BrowsePage() {
  const { t } = useTranslation('pages');
  useTitle(t('browse.title'));
  const { t: farmsT } = useTranslation('farms');
  const { filters, raw, update, user, userLoading } = useFarmFilters();
  const openAtLabel = useOpenAtLabel(filters);
  // The place searched last on /browse, /open-now or /in-season fills in a missing one (issue 34, point 7).
  const placeChecked = useRememberedPlace({ raw, update });
  // "I pay with SNAP" pre-selects Pays with when the address has no accepts= (decision 069).
  const paysChecked = usePreselectPaysWith({ raw, update });
  // Wait for sign-in status and that place: a signed-in user's home is the default place, and one request beats two.
  const results = useFarms(filtersToApiQuery(filters), !userLoading && placeChecked && paysChecked);
  const placeError = results.error instanceof ApiError && results.error.status === 400 ? results.error.serverMessage : undefined;
  const setQ = useCallback((q: string | undefined) => update({ q }, { replace: true }), [update]);
  const items = results.data?.pages.flatMap((p) => p.items) ?? [];

  const listHref = withQuery(paths.browse, filtersToSearch({ ...raw, view: undefined }));
  const fullMapHref = withQuery(paths.map, filtersToSearch({ ...raw, view: undefined }));
  const mapHref = user ? fullMapHref : withQuery(paths.browse, filtersToSearch({ ...raw, view: 'map' }));

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:pt-10">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('browse.title')}</h1>
      <SearchBar filters={filters} update={update} error={placeError} q={raw.q ?? ''} setQ={setQ} />
      <FilterBar filters={filters} update={update} view={raw.view === 'map' ? 'map' : 'list'} listHref={listHref} mapHref={mapHref} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[17rem_1fr]">
        <aside aria-labelledby="filters-heading" className="hidden lg:block">
          <h2 id="filters-heading" className="mb-4 font-display text-xl font-semibold text-stone-900">
            {t('browse.filters')}
          </h2>
          <FiltersAside filters={filters} update={update} />
        </aside>
        <section aria-labelledby="results-heading" className="min-w-0">
          <h2 id="results-heading" className="sr-only">
            {t('browse.results')}
          </h2>
          {!hasLocation(filters) && !userLoading && <p className="mb-4 rounded-xl bg-sun/20 px-4 py-3 text-sm text-stone-800">{t('browse.addPlace')}</p>}
          {raw.view === 'map' && items.length > 0 && <ResultsMap items={items} fullMapHref={fullMapHref} signedIn={Boolean(user)} />}
          <FarmResults
            results={results}
            unit={filters.unit}
            openAt={askedInstant(filters)}
            summary={(count, more) => resultsSummary(count, more, filters, farmsT, openAtLabel)}
            toolbar={<SortSelect value={filters.sort} hasLocation={hasLocation(filters)} onChange={(sort) => update({ sort })} />}
            empty={<NoResults filters={filters} update={update} />}
          />
        </section>
      </div>
    </div>
  );
}
