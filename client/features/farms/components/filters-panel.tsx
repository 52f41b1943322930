import { useId } from 'react';
import { Sprout } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { ACCEPTS_FROM, CATEGORIES, FARM_KINDS, FEATURES } from '@common/farms/catalog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { EMPTY_FILTERS, RADII, type FarmFilters, type UpdateFilters } from '../filters';
import { useCatalogLabels } from '../catalog-labels';
import { ChipCheckboxes } from './chip-checkboxes';
import { OpenAtPicker, defaultOpenAt } from './open-at-picker';
import { PaysWithFilter } from './pays-with-filter';

type When = 'any' | 'now' | 'at';

interface FiltersPanelProps {
  filters: FarmFilters;
  update: UpdateFilters;
  /** Open now fixes "when"; the map has no radius (the box is the area). */
  hide?: Array<'when' | 'radius'>;
  className?: string;
}

const select = 'h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900';
// "Pays with" covers the older features that say how a stand takes money (SNAP/EBT, WIC, cards) and finds stands that
// set them as payment methods too (decision 069): "Good to know" shows them only while an old link has them on.
const PAID_FEATURES = new Set<string>(Object.values(ACCEPTS_FROM).flatMap((a) => a.features));

/** Every filter of GET /api/farms. Each change is one history entry, so Back undoes it. */
export function FiltersPanel({ filters, update, hide = [], className }: FiltersPanelProps) {
  const { t } = useTranslation('farms');
  const labels = useCatalogLabels();
  const localized = (list: ReadonlyArray<{ id: string }>, label: (id: string) => string) => list.map((o) => ({ id: o.id, label: label(o.id) }));
  const id = useId();
  const when: When = filters.open ? 'now' : filters.openAt ? 'at' : 'any';
  const setWhen = (w: When) => update({ open: w === 'now' ? 'now' : undefined, openAt: w === 'at' ? (filters.openAt ?? defaultOpenAt()) : undefined });

  return (
    <div className={cn('space-y-6', className)}>
      {!hide.includes('when') && (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-stone-800">{t('filters.when')}</legend>
          {/* Each choice wraps onto a second line rather than push the group past a phone's panel (Spanish's longer words). */}
          <div className="flex gap-1 rounded-xl bg-stone-100 p-1">
            {(
              [
                ['any', t('filters.anyTime')],
                ['now', t('filters.openNow')],
                ['at', t('filters.openAt')],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-10 min-w-0 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 py-1 text-center text-sm font-medium leading-tight has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600',
                  when === value ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700',
                )}
              >
                <input type="radio" name={`${id}-when`} className="sr-only" checked={when === value} onChange={() => setWhen(value)} />
                {label}
              </label>
            ))}
          </div>
          {when === 'at' && filters.openAt && (
            <div className="mt-3">
              <OpenAtPicker value={filters.openAt} onChange={(iso) => update({ openAt: iso }, { replace: true })} />
            </div>
          )}
        </fieldset>
      )}
      <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900 ring-1 ring-brand-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
        <input
          type="checkbox"
          className="h-5 w-5 shrink-0 accent-brand-700"
          checked={filters.picking === 'good'}
          onChange={(e) => update({ picking: e.target.checked ? 'good' : undefined })}
        />
        <Sprout className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
        <span>
          {t('filters.goodPicking')}
          <span className="block text-xs font-normal text-stone-700">{t('filters.goodPickingHint')}</span>
        </span>
      </label>
      {!hide.includes('radius') && (
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-radius`} className="mb-1 block text-sm font-semibold text-stone-800">
              {t('filters.distance')}
            </label>
            <select id={`${id}-radius`} className={select} value={filters.radius ?? 25} onChange={(e) => update({ radius: Number(e.target.value) })}>
              {[...new Set([...RADII, filters.radius ?? 25])]
                .sort((a, b) => a - b)
                .map((r) => (
                  <option key={r} value={r}>
                    {t('filters.within', { radius: r, unit: filters.unit ?? 'mi' })}
                  </option>
                ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-unit`} className="mb-1 block text-sm font-semibold text-stone-800">
              {t('filters.units')}
            </label>
            <select id={`${id}-unit`} className={select} value={filters.unit ?? 'mi'} onChange={(e) => update({ unit: e.target.value as 'mi' | 'km' })}>
              <option value="mi">{t('filters.miles')}</option>
              <option value="km">{t('filters.kilometres')}</option>
            </select>
          </div>
        </div>
      )}
      <PaysWithFilter filters={filters} update={update} />
      <ChipCheckboxes
        legend={t('filters.kind')}
        options={localized(FARM_KINDS, labels.kind)}
        value={filters.kind}
        onChange={(kind) => update({ kind })}
        size="sm"
      />
      <ChipCheckboxes
        legend={t('filters.category')}
        options={localized(CATEGORIES, labels.category)}
        value={filters.category}
        onChange={(category) => update({ category })}
        size="sm"
      />
      <ChipCheckboxes
        legend={t('filters.feature')}
        options={localized(
          FEATURES.filter((f) => !PAID_FEATURES.has(f.id) || filters.feature.includes(f.id)),
          labels.feature,
        )}
        value={filters.feature}
        onChange={(feature) => update({ feature })}
        size="sm"
      />
      <Button
        variant="ghost"
        size="sm"
        onClick={() =>
          update({ ...EMPTY_FILTERS, open: hide.includes('when') ? filters.open : undefined, openAt: undefined, radius: undefined, picking: undefined })
        }
      >
        {t('filters.clear')}
      </Button>
    </div>
  );
}
