import { useId, useState } from 'react';
import { BellPlus, ChevronDown } from 'lucide-react';
import type { InSeasonGroup } from '@common/schemas/in-season';
import { Button } from '@/components/ui/button';
import { CreateAlertDialog, type AlertPlace } from '@/features/alerts/ui';
import { cn } from '@/lib/utils';
import { useCatalogLabels } from '@/features/farms';
import { useInSeasonText } from '../in-season-text';
import { GroupListings } from './group-listings';

interface ProductGroupProps {
  group: InSeasonGroup;
  unit: 'mi' | 'km';
  radius: number;
  /** GET /api/farms query of the place (near/location, radius, unit): the group adds available= and sort. */
  placeQuery: string;
  place: AlertPlace;
}

/** One product near the place: how many stands, how many open, the nearest; opens to its stands. */
export function ProductGroup({ group, unit, radius, placeQuery, place }: ProductGroupProps) {
  const IN_SEASON_TEXT = useInSeasonText();
  const labels = useCatalogLabels();
  const [open, setOpen] = useState(false);
  const panel = useId();
  const listingsQuery = `${placeQuery}&available=${encodeURIComponent(group.product)}&sort=distance`;
  return (
    <li className="rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panel}
          onClick={() => setOpen(!open)}
          className="flex w-full items-start justify-between gap-3 rounded-2xl p-4 text-left font-sans hover:bg-brand-50/50 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span className="min-w-0">
            <span className="block font-display text-lg font-semibold text-stone-900">{group.product}</span>
            <span className="mt-0.5 block text-sm text-stone-700">
              {IN_SEASON_TEXT.stands(group.listingCount)} · {IN_SEASON_TEXT.nearest(group, unit)}
            </span>
            <span className="mt-1 flex flex-wrap gap-2 text-xs font-medium">
              <span className="rounded-full bg-stone-100 px-2 py-0.5 text-stone-700">{labels.category(group.category)}</span>
              {group.openNowCount > 0 && (
                <span className="rounded-full bg-brand-100 px-2 py-0.5 text-brand-800">{IN_SEASON_TEXT.openNow(group.openNowCount)}</span>
              )}
              {(group.goodPickingCount ?? 0) > 0 && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-white" data-testid="group-good-picking">
                  {IN_SEASON_TEXT.goodPicking(group.goodPickingCount!)}
                </span>
              )}
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-1 pt-1 text-sm font-semibold text-brand-800">
            <span className="sr-only sm:not-sr-only">{open ? IN_SEASON_TEXT.hide : IN_SEASON_TEXT.show}</span>
            <ChevronDown className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} aria-hidden="true" />
          </span>
        </button>
      </h3>
      {open && (
        <div id={panel} className="border-t border-stone-100 px-4 pb-4">
          <GroupListings apiQuery={listingsQuery} product={group.product} unit={unit} />
          <CreateAlertDialog
            place={place}
            product={group.product}
            radius={Math.min(radius, 100)}
            unit={unit}
            trigger={
              <Button variant="ghost" size="sm" className="mt-2">
                <BellPlus className="h-4 w-4" aria-hidden="true" /> {IN_SEASON_TEXT.alertFor(group.product)}
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}
