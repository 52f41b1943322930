import { SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
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
  const { t } = useTranslation('farms');
  const radius = filters.radius ?? 25;
  const wider = RADII.find((r) => r > radius);
  const narrowed = activeFilterCount(filters) - (filters.radius ? 1 : 0) - (keepOpenNow && filters.open ? 1 : 0) > 0 || Boolean(filters.q);
  return (
    <EmptyState
      icon={<SearchX className="h-8 w-8" aria-hidden="true" />}
      title={keepOpenNow ? t('noResults.nothingOpen') : t('noResults.noMatch')}
      actions={
        <>
          {hasLocation(filters) && wider && (
            <Button onClick={() => update({ radius: wider })}>{t('noResults.wider', { radius: wider, unit: filters.unit ?? 'mi' })}</Button>
          )}
          {!keepOpenNow && (filters.open || filters.openAt) && (
            <Button variant="secondary" onClick={() => update({ open: undefined, openAt: undefined })}>
              {t('noResults.anyTime')}
            </Button>
          )}
          {narrowed && (
            <Button
              variant="secondary"
              onClick={() => update({ ...EMPTY_FILTERS, q: undefined, open: keepOpenNow ? filters.open : undefined, openAt: undefined })}
            >
              {t('noResults.clear')}
            </Button>
          )}
        </>
      }
    >
      <p>{keepOpenNow ? t('noResults.openHint') : t('noResults.hint')}</p>
    </EmptyState>
  );
}
