import { SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { useResolvedPlace } from '@/features/geo';
import { INTL_LOCALE, type Language } from '@common/i18n/languages';
import { EmptyState } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { activeFilterCount, EMPTY_FILTERS, hasLocation, MAP_AREA, placePhrase, RADII, type FarmFilters, type FarmsT } from '../filters';
import { lang as langOf } from '../format';

interface NoResultsProps {
  filters: FarmFilters;
  update: (patch: Partial<FarmFilters>) => void;
  /** Open now: the time filter is the point of the page, so it is not offered as a way out. */
  keepOpenNow?: boolean;
}

/** Nothing matched: say why it might be, and offer the one-tap ways out that apply. */
export function NoResults({ filters, update, keepOpenNow }: NoResultsProps) {
  const { t, i18n } = useTranslation('farms');
  const radius = filters.radius ?? 25;
  const where = useSearchedPlace(filters, t, langOf(i18n));
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
      {where && <p className="font-medium text-stone-800">{t('noResults.where', { radius, unit: filters.unit ?? 'mi', place: where })}</p>}
      <p>{keepOpenNow ? t('noResults.openHint') : t('noResults.hint')}</p>
    </EmptyState>
  );
}

/**
 * Where an empty search looked, as the server understood it: a typed "kingston" may have been Kingston, ON, and with
 * no results there was no other sign of it. The place comes from the same offline lookup the map uses.
 */
function useSearchedPlace(f: FarmFilters, t: FarmsT, lang: Language): string | null {
  const typed = !f.near && f.location ? f.location : '';
  const { data } = useResolvedPlace(typed);
  if (f.near) return f.place === MAP_AREA ? null : placePhrase(f, t);
  if (!data) return typed || null;
  const country = data.country === 'US' ? '' : new Intl.DisplayNames(INTL_LOCALE[lang], { type: 'region' }).of(data.country);
  return country ? `${data.label}, ${country}` : data.label;
}
