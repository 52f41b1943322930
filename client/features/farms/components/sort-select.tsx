import { useId } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { SORTS, type SortId } from '../filters';

/** Distance needs a place to measure from; without one the server sorts by rating. */
export function SortSelect({ value, onChange, hasLocation }: { value: SortId | undefined; onChange: (s: SortId) => void; hasLocation: boolean }) {
  const { t } = useTranslation('farms');
  const labels: Record<SortId, string> = { distance: t('sort.distance'), rating: t('sort.rating'), name: t('sort.name'), updated: t('sort.updated') };
  const id = useId();
  const current = value ?? (hasLocation ? 'distance' : 'rating');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => onChange(e.target.value as SortId)}
        className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900"
      >
        {SORTS.filter((s) => hasLocation || s.id !== 'distance').map((s) => (
          <option key={s.id} value={s.id}>
            {labels[s.id]}
          </option>
        ))}
      </select>
    </div>
  );
}
