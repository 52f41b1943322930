import { OVERVIEW_RANGES } from '@common/schemas/admin';

export const rangeLabel = (days: number) => (days === 365 ? 'Last year' : `Last ${days} days`);

/** The time range of a chart: the ranges the server offers (7, 30, 90 days, a year). */
export function RangeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  return (
    <label className="text-sm font-medium text-stone-800">
      Range{' '}
      <select value={days} onChange={(e) => onChange(Number(e.target.value))} className="ml-2 h-11 rounded-xl border border-stone-300 bg-white px-2">
        {OVERVIEW_RANGES.map((d) => (
          <option key={d} value={d}>
            {rangeLabel(d)}
          </option>
        ))}
      </select>
    </label>
  );
}
