import { useTranslation } from '@/lib/i18n/react';
import { useMemo } from 'react';
import { sliced } from '@/lib/hydration-sliced';
import { Link } from 'wouter';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import type { ServerDataContext } from '@/app/lazy-page';
import { farmListPageQuery, useFarms } from '@/features/farms/api/get-farms';
import { LocateFailure } from '@/features/farms/components/locate-failure';
import { LocatingStatus } from '@/features/farms/components/locating-status';
import { FarmResults } from '@/features/farms/components/farm-results';
import { FiltersDialog } from '@/features/farms/components/filters-dialog';
import { usePreselectPaysWith } from '@/features/farms/pays-with';
import { NoResults } from '@/features/farms/components/no-results';
import { SearchLocationBox } from '@/features/farms/components/search-location-box';
import {
  filtersToApiQuery,
  filtersToSearch,
  hasLocation,
  parseFilters,
  placePhrase,
  resultsSummary,
  withQuery,
  type FarmFilters,
  type UpdateFilters,
} from '@/features/farms/filters';
import { useNearPlace } from '@/features/farms/use-near-place';
import { useFarmFilters, withDefaults } from '@/features/farms/use-farm-filters';
import { ApiError } from '@/lib/api-client';

const openNowFilters = (base: FarmFilters): FarmFilters => ({ ...base, open: 'now', openAt: undefined, sort: 'distance' });

/** With a place in the address or a saved home, the answer is known on the server: it comes with the page. */
export const serverData = ({ search, user }: ServerDataContext) => {
  const filters = openNowFilters(withDefaults(parseFilters(search), user));
  return hasLocation(filters) ? [farmListPageQuery(filtersToApiQuery(filters))] : [];
};

type Near = ReturnType<typeof useNearPlace>;

// The place box and the filter bar each hydrate on their own (decision 073), and are not visited again when the page
// re-renders with the same search (lib/hydration-sliced.tsx).
const PlaceBox = sliced(function PlaceBox({
  filters,
  update,
  error,
  locateMe,
  locating,
  failed,
}: {
  filters: FarmFilters;
  update: UpdateFilters;
  error?: string;
  locateMe: Near['locateMe'];
  locating: boolean;
  failed: Near['failed'];
}) {
  return (
    <div className="mt-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <SearchLocationBox filters={filters} update={update} error={error} locate={{ onLocate: () => void locateMe(), locating }} />
      <LocateFailure failed={failed} />
    </div>
  );
});

const FilterBar = sliced(function FilterBar({ filters, update, raw }: { filters: FarmFilters; update: UpdateFilters; raw: FarmFilters }) {
  const { t } = useTranslation('pages');
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
      <FiltersDialog filters={filters} update={update} hide={['when']} />
      <Link
        href={withQuery(paths.browse, filtersToSearch({ ...raw, open: undefined }))}
        className="inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        {t('openNow.browseAll')}
      </Link>
    </div>
  );
});

/** Stands open at this moment near the user, nearest first; where from: useNearPlace. */
export default function OpenNowPage() {
  const { t } = useTranslation('pages');
  useTitle(t('openNow.title'));
  const { t: farmsT } = useTranslation('farms');
  const { filters: base, raw, update } = useFarmFilters();
  const { phase, failed, locateMe } = useNearPlace({ base, raw, update });
  // "I pay with SNAP" pre-selects Pays with when the address has no accepts= (decision 069).
  const paysChecked = usePreselectPaysWith({ raw, update });

  const filters = useMemo(() => openNowFilters(base), [base]);
  const ready = phase === 'ready' && hasLocation(filters) && paysChecked;
  const results = useFarms(filtersToApiQuery(filters), ready);
  const placeError = results.error instanceof ApiError && results.error.status === 400 ? results.error.serverMessage : undefined;

  return (
    <div className="mx-auto max-w-3xl px-4 pb-16 pt-6 sm:pt-10">
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('openNow.title')}</h1>
      <p className="mt-2 text-lg text-stone-700">{hasLocation(filters) ? t('openNow.leadNear', { where: placePhrase(filters, farmsT) }) : t('openNow.lead')}</p>

      <PlaceBox filters={filters} update={update} error={placeError} locateMe={locateMe} locating={phase === 'locating'} failed={failed} />
      <FilterBar filters={filters} update={update} raw={raw} />

      <section aria-labelledby="open-heading" className="mt-6">
        <h2 id="open-heading" className="sr-only">
          {t('openNow.results')}
        </h2>
        {!hasLocation(filters) ? (
          // With no place yet, the page arrives asking for one (the server cannot know where the phone is): a
          // reader without JavaScript can answer it. The phone's position is asked for only on the box's "Use my
          // location" (issue 34, point 7). The search's progress comes under this sentence and a refusal under the
          // box, so the server's sentence neither moves nor changes (no layout shift, and it stays the largest paint).
          <>
            <p className="rounded-2xl bg-sun/20 px-5 py-4 text-stone-800">{t('openNow.needPlace')}</p>
            {phase === 'locating' && (
              <div className="mt-4">
                <LocatingStatus label={t('openNow.locating')} />
              </div>
            )}
          </>
        ) : phase !== 'ready' ? (
          <LocatingStatus label={phase === 'locating' ? t('openNow.locating') : t('openNow.getting')} />
        ) : (
          <FarmResults
            results={results}
            unit={filters.unit}
            emphasizeClosing
            summary={(count, more) => resultsSummary(count, more, filters, farmsT)}
            empty={<NoResults filters={filters} update={update} keepOpenNow />}
          />
        )}
      </section>
    </div>
  );
}
