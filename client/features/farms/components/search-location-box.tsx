import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { useGeolocation, useResolvedPlace } from '@/features/geo';
import { LocationSearch } from '@/features/geo/ui';
import { MY_LOCATION, nearString, placeLabel, type FarmFilters, type UpdateFilters } from '../filters';

interface SearchLocationBoxProps {
  filters: FarmFilters;
  update: UpdateFilters;
  /** The server's "unknown place" message, shown at the box. */
  error?: string;
  className?: string;
  compact?: boolean;
  /** A page that says a refusal itself (useNearPlace) asks for the position through this; otherwise the box asks, and a refusal is a toast. */
  locate?: { onLocate: () => void; locating: boolean };
}

/** Where to search around: a typed ZIP/city, a suggestion, or the phone's position. */
export function SearchLocationBox({ filters, update, error, className, compact, locate }: SearchLocationBoxProps) {
  const { t } = useTranslation('farms');
  const geo = useGeolocation();
  return (
    <div className={className}>
      <LocationSearch
        compact={compact}
        value={placeLabel(filters, t)}
        error={error}
        locating={locate ? locate.locating : geo.status === 'locating'}
        onSearch={(location) => update({ location, near: undefined, place: undefined })}
        onPick={(p) => update({ near: nearString(p.lat, p.lng), place: p.label, location: undefined })}
        onUseMyLocation={async () => {
          if (locate) return locate.onLocate();
          const here = await geo.locate();
          // Denied: the hook has shown docs/product.md §S8's toast; the box stays as it was, ready for a ZIP or city.
          if (here) update({ near: nearString(here.lat, here.lng), place: MY_LOCATION, location: undefined });
        }}
      />
      <PlaceChoices filters={filters} update={update} />
    </div>
  );
}

/**
 * A typed town name shared by several places ("Springfield"): the search runs around the most significant one, and
 * says so with the others to pick from (issue 34, point 10), rather than silently picking one. The same cached
 * lookup as the map and the empty state.
 */
function PlaceChoices({ filters, update }: Pick<SearchLocationBoxProps, 'filters' | 'update'>) {
  const id = useId();
  const { t } = useTranslation('farms');
  const typed = !filters.near && filters.location ? filters.location : '';
  const { data } = useResolvedPlace(typed);
  const choices = data?.choices ?? [];
  if (!data || choices.length < 2) return null;
  return (
    <div className="mt-2 rounded-xl bg-sun/20 px-3 py-2.5 text-sm text-stone-800">
      <p id={`${id}-title`} role="status">
        {t('choices.title', { typed, place: data.label })}
      </p>
      <ul aria-label={t('choices.list', { typed })} className="mt-2 flex flex-wrap gap-2">
        {choices.map((c) => (
          <li key={c.label}>
            <button
              type="button"
              aria-current={c.label === data.label ? 'true' : undefined}
              aria-describedby={`${id}-title`}
              onClick={() => update({ location: c.label, near: undefined, place: undefined })}
              className="min-h-11 rounded-full bg-white px-3 py-2 font-medium text-brand-900 ring-1 ring-stone-300 hover:bg-brand-50 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=true]:bg-brand-700 aria-[current=true]:text-white"
            >
              {c.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
