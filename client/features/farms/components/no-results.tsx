import { SearchX } from 'lucide-react';
import { EmptyState } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { activeFilterCount, EMPTY_FILTERS, hasLocation, RADII, type FarmFilters } from '../filters';

interface NoResultsProps {
  filters: FarmFilters;
  update: (patch: Partial<FarmFilters>) => void;
  /** Open now: the time filter is the point of the page, so it is not offered as a way out. */
  keepOpenNow?: boolean;
}

/** Nothing matched: say why it might be, and offer the one-tap ways out that apply. */
export function NoResults({ filters, update, keepOpenNow }: NoResultsProps) {
  const radius = filters.radius ?? 25;
  const wider = RADII.find((r) => r > radius);
  const narrowed = activeFilterCount(filters) - (filters.radius ? 1 : 0) - (keepOpenNow && filters.open ? 1 : 0) > 0 || Boolean(filters.q);
  return (
    <EmptyState
      icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
      title={keepOpenNow ? 'Nothing open nearby right now' : 'No stands match'}
      actions={
        <>
          {hasLocation(filters) && wider && (
            <Button onClick={() => update({ radius: wider })}>
              Search within {wider} {filters.unit ?? 'mi'}
            </Button>
          )}
          {!keepOpenNow && (filters.open || filters.openAt) && (
            <Button variant="secondary" onClick={() => update({ open: undefined, openAt: undefined })}>
              Any opening time
            </Button>
          )}
          {narrowed && (
            <Button
              variant="secondary"
              onClick={() => update({ ...EMPTY_FILTERS, q: undefined, open: keepOpenNow ? filters.open : undefined, openAt: undefined })}
            >
              Clear filters
            </Button>
          )}
        </>
      }
    >
      <p>
        {keepOpenNow
          ? 'Many stands keep short or seasonal hours. Try a wider area, or browse every stand and check when they open next.'
          : 'Try a wider area, fewer filters, or another spelling. Farm stands are often small and seasonal, so a nearby town may have more.'}
      </p>
    </EmptyState>
  );
}
