import { useId } from 'react';
import { SORTS, type SortId } from '../filters';

/** Distance needs a place to measure from; without one the server sorts by rating. */
export function SortSelect({ value, onChange, hasLocation }: { value: SortId | undefined; onChange: (s: SortId) => void; hasLocation: boolean }) {
  const id = useId();
  const current = value ?? (hasLocation ? 'distance' : 'rating');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        Sort
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => onChange(e.target.value as SortId)}
        className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-stone-900"
      >
        {SORTS.filter((s) => hasLocation || s.id !== 'distance').map((s) => (
          <option key={s.id} value={s.id}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}
