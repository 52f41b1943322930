import type { TFunction } from 'i18next';
import { useTranslation } from '@/lib/i18n/react';
import { OVERVIEW_RANGES } from '@common/schemas/admin';

/** "Last 30 days"; in the reader's language when given their `t`. */
export const rangeLabel = (days: number, t?: TFunction<'common'>): string =>
  t ? (days === 365 ? t('charts.lastYear') : t('charts.lastDays', { count: days })) : days === 365 ? 'Last year' : `Last ${days} days`;

/** The time range of a chart: the ranges the server offers (7, 30, 90 days, a year). */
export function RangeSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation();
  return (
    <label className="text-sm font-medium text-stone-800">
      {t('charts.range')}{' '}
      <select value={days} onChange={(e) => onChange(Number(e.target.value))} className="ml-2 h-11 rounded-xl border border-stone-300 bg-white px-2">
        {OVERVIEW_RANGES.map((d) => (
          <option key={d} value={d}>
            {rangeLabel(d, t)}
          </option>
        ))}
      </select>
    </label>
  );
}
