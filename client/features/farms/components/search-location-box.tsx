import { useTranslation } from '@/lib/i18n/react';
import { useGeolocation } from '@/features/geo';
import { LocationSearch } from '@/features/geo/ui';
import { MY_LOCATION, nearString, placeLabel, type FarmFilters } from '../filters';

interface SearchLocationBoxProps {
  filters: FarmFilters;
  update: (patch: Partial<FarmFilters>, opts?: { replace?: boolean }) => void;
  /** The server's "unknown place" message, shown at the box. */
  error?: string;
  className?: string;
  compact?: boolean;
}

/** Where to search around: a typed ZIP/city, a suggestion, or the phone's position. */
export function SearchLocationBox({ filters, update, error, className, compact }: SearchLocationBoxProps) {
  const { t } = useTranslation('farms');
  const geo = useGeolocation();
  return (
    <LocationSearch
      className={className}
      compact={compact}
      value={placeLabel(filters, t)}
      error={error}
      locating={geo.status === 'locating'}
      onSearch={(location) => update({ location, near: undefined, place: undefined })}
      onPick={(p) => update({ near: nearString(p.lat, p.lng), place: p.label, location: undefined })}
      onUseMyLocation={async () => {
        const here = await geo.locate();
        // Denied: the hook has shown SPEC.md 8's toast; the box stays as it was, ready for a ZIP or city.
        if (here) update({ near: nearString(here.lat, here.lng), place: MY_LOCATION, location: undefined });
      }}
    />
  );
}
