import { useTranslation } from '@/lib/i18n/react';
import type { ReactNode } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/utils';
import { activeFilterCount, type FarmFilters } from '../filters';
import { FiltersPanel } from './filters-panel';

interface FiltersDialogProps {
  filters: FarmFilters;
  update: (patch: Partial<FarmFilters>, opts?: { replace?: boolean }) => void;
  hide?: Array<'when' | 'radius'>;
  className?: string;
  /** The button's size: the map's phone toolbar is narrower. */
  triggerSize?: ButtonProps['size'];
  resultsLabel?: string;
  /** Extra controls above the filters (the map puts its keyword search here on a phone). */
  children?: ReactNode;
}

/** On a phone the filters open over the list; every change applies at once (no "Apply" step to forget). */
export function FiltersDialog({ filters, update, hide, className, triggerSize, resultsLabel, children }: FiltersDialogProps) {
  const { t } = useTranslation('farms');
  // What this dialog does not show (open-now's fixed "when", the map's radius) is not counted on its button.
  const count =
    activeFilterCount(filters) - (hide?.includes('when') && (filters.open || filters.openAt) ? 1 : 0) - (hide?.includes('radius') && filters.radius ? 1 : 0);
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="secondary" size={triggerSize} className={cn('shrink-0', className)}>
          <SlidersHorizontal className="h-4 w-4" aria-hidden="true" />
          {t('filters.title')}
          {count > 0 && (
            <span className="rounded-full bg-brand-600 px-2 text-xs font-bold leading-5 text-white">
              {count}
              <span className="sr-only"> {t('filters.active', { count })}</span>
            </span>
          )}
        </Button>
      </DialogTrigger>
      <DialogContent size="xl">
        <DialogTitle>{t('filters.title')}</DialogTitle>
        <DialogDescription className="mb-5 text-sm">{t('filters.live')}</DialogDescription>
        {children && <div className="mb-6">{children}</div>}
        <FiltersPanel filters={filters} update={update} hide={hide} />
        <DialogClose asChild>
          <Button className="mt-6 w-full">{resultsLabel ?? t('filters.show')}</Button>
        </DialogClose>
      </DialogContent>
    </Dialog>
  );
}
