import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage, ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import type { useFarms } from '../api/get-farms';
import type { Unit } from '../filters';
import { sliced } from '@/lib/hydration-sliced';
import { FarmCard, FarmCardSkeleton } from './farm-card';
import { SavedSearchLink } from './saved-search-link';

interface FarmResultsProps {
  results: ReturnType<typeof useFarms>;
  unit?: Unit;
  /** "12 stands within 25 mi of Kingston, NY" given the count and whether more pages exist. */
  summary: (count: number, more: boolean) => string;
  empty: ReactNode;
  emphasizeClosing?: boolean;
  /** The instant an "Open at…" search asked about, which the cards' open states are for. */
  openAt?: string;
  /** Beside the count (the sort control). */
  toolbar?: ReactNode;
}

// Each card hydrates on its own (decision 073): a list of twenty is not one long task on a phone. Memoized outside its
// slice, so the page's re-renders while the cards wait do not hydrate them all at once (lib/hydration-sliced.tsx).
const SlicedCard = sliced(FarmCard);

/** The result list with every state: skeletons, error with retry, designed empty, "Load more". */
export function FarmResults({ results, unit, summary, empty, emphasizeClosing, openAt, toolbar }: FarmResultsProps) {
  const { data, error, isPending, isError, isPlaceholderData, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage, refetch } = results;
  const { t } = useTranslation('farms');
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  // A changed filter's answer replaces the list rather than moving the cards both lists have: a card sliding from
  // fifth to first when the answer comes, seconds after the tap, is a layout shift the reader did not cause
  // (issue 31, point 2). Each answer to a new search is a new list; a refetch or "Load more" keeps the same one.
  const [answer, setAnswer] = useState({ placeholder: isPlaceholderData, generation: 0 });
  if (answer.placeholder !== isPlaceholderData) {
    setAnswer({ placeholder: isPlaceholderData, generation: answer.generation + (isPlaceholderData ? 0 : 1) });
  }

  if (isPending) {
    return (
      <div>
        <Spinner label={t('results.loading')} className="sr-only" />
        {/* Holds the place of the count and sort row, so the cards do not jump down when it arrives. */}
        <div className="mb-3 h-11" aria-hidden="true" />
        <ul className="grid gap-3" aria-hidden="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <FarmCardSkeleton />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (isError && !items.length) {
    // A 400 (an unknown place): the search pages show the server's message once, at the location box that the
    // visitor fixes it in (issue 34, point 10); a second copy here read as two errors.
    if (error instanceof ApiError && error.status === 400) return null;
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-5 text-stone-800">
        <p className="flex items-center gap-2 font-semibold text-tomato-700">
          <AlertTriangle className="h-5 w-5" aria-hidden="true" />
          {t('results.failed')}
        </p>
        <p className="mt-1">{errorMessage(error)}</p>
        <Button variant="secondary" className="mt-4" onClick={() => void refetch()}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> {t('results.retry')}
        </Button>
        {!(error instanceof ApiError) && (
          // No answer for want of a connection: the search the phone did keep, if any.
          <Suspense fallback={null}>
            <SavedSearchLink />
          </Suspense>
        )}
      </div>
    );
  }
  if (!items.length) return <>{empty}</>;

  const stale = isPlaceholderData && isFetching;
  return (
    <div>
      {/* On a phone the count and the sort control each have a row, whatever the count says: a tap that lengthens it
          ("20 stands, open now") would otherwise drop the sort control to a row of its own and the results with it. */}
      <div className="mb-3 flex flex-col items-start gap-x-4 gap-y-2 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <p className="flex items-center gap-2 text-sm font-medium text-stone-700" aria-live="polite">
          {summary(items.length, Boolean(hasNextPage))}
          {/* Its place is kept while it is not there: the wheel coming and going must not change where the sort control
              wraps. Not merely hidden: a hidden wheel would still spin, a style change every frame. */}
          <span className="inline-flex h-6 w-6">{stale && <Spinner label={t('results.updating')} className="scale-75" />}</span>
        </p>
        {toolbar}
      </div>
      <ul key={answer.generation} className={cn('grid grid-cols-1 gap-3 transition-opacity', stale && 'opacity-60')} aria-busy={stale}>
        {items.map((farm) => (
          <li key={farm.id} className="render-when-near">
            <SlicedCard farm={farm} unit={unit} emphasizeClosing={emphasizeClosing} openAt={openAt} />
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-5 flex justify-center">
          <Button variant="secondary" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage} className="min-w-40">
            {isFetchingNextPage ? <Spinner label={t('results.loadingMore')} className="scale-75" /> : t('results.loadMore')}
          </Button>
        </div>
      )}
      {isError && items.length > 0 && (
        <p role="alert" className="mt-3 text-center text-sm text-tomato-700">
          {errorMessage(error)}{' '}
          <button type="button" className="font-semibold underline" onClick={() => void refetch()}>
            {t('results.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
