import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { LocateFailure } from './locate-failure';
import { RadiusSelect } from './radius-select';
import { SearchLocationBox } from './search-location-box';
import { RADII } from '../filters';

interface PlacePanelProps extends Pick<ComponentProps<typeof SearchLocationBox>, 'filters' | 'update' | 'error'> {
  radius: number;
  /** "Within", in the page's words. */
  radiusLabel: string;
  unit: string;
  locating: boolean;
  onLocate: () => void;
  failed: ComponentProps<typeof LocateFailure>['failed'];
  className?: string;
}

/** Where and how far, as /in-season and its crop calendar both ask it, in one panel: the place box (or "use my location") and the radius. */
export function PlaceRadiusPanel({ filters, update, error, radius, radiusLabel, unit, locating, onLocate, failed, className }: PlacePanelProps) {
  return (
    <div className={cn('mt-5 grid gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:grid-cols-[1fr_auto] sm:items-start', className)}>
      <div>
        <SearchLocationBox filters={filters} update={update} error={error} locate={{ onLocate, locating }} />
        <LocateFailure failed={failed} />
      </div>
      <RadiusSelect
        label={radiusLabel}
        value={radius}
        options={[...new Set([...RADII, radius])].sort((a, b) => a - b)}
        onChange={(r) => update({ radius: r })}
        optionLabel={(r) => `${r} ${unit}`}
        className="sm:w-32"
      />
    </div>
  );
}
