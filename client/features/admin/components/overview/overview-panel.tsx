import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { formatNumber } from '@common/i18n/format';
import { OVERVIEW_RANGES } from '@common/schemas/admin';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth';
import { cn } from '@/lib/utils';
import { pageLanguage } from '@/lib/i18n';
import { useOverview } from '../../api/overview';
import { rangeLabel } from '@/components/charts/range-select';
import { SeriesChart } from '@/components/charts/series-chart';

/** Charts are grouped by what an admin compares: growth, traffic, sponsors. Unknown series get a chart of their own. */
const groupsOf = (t: TFunction<'admin'>): Array<{ title: string; keys: string[] }> => [
  { title: t('overview.groups.growth'), keys: ['signups', 'listings'] },
  { title: t('overview.groups.pageViews'), keys: ['pageViews'] },
  { title: t('overview.groups.sponsors'), keys: ['sponsorImpressions', 'sponsorClicks'] },
];

export default function OverviewPanel() {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const lang = pageLanguage();
  const [days, setDays] = useState<number>(30);
  const { data, isPending, error, isPlaceholderData } = useOverview(days);
  if (isPending) return <Spinner label={t('overview.loading')} />;
  if (error)
    return (
      <p role="alert" className="text-tomato-700">
        {t('overview.failed', { error: errorText(error) })}
      </p>
    );
  const GROUPS = groupsOf(t);
  const grouped = new Set(GROUPS.flatMap((g) => g.keys));
  const groups = [...GROUPS, ...data.series.filter((s) => !grouped.has(s.key)).map((s) => ({ title: s.label, keys: [s.key] }))];
  return (
    <div className="space-y-6" aria-busy={isPlaceholderData}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {data.totals.map((total) => (
          <li key={total.key} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <p className="text-sm text-stone-700">{total.label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-brand-900">{formatNumber(total.value, lang)}</p>
            {total.detail && <p className="mt-1 text-xs text-stone-600">{total.detail}</p>}
          </li>
        ))}
      </ul>
      <div role="group" aria-label={t('overview.timeRange')} className="flex flex-wrap gap-2">
        {OVERVIEW_RANGES.map((d) => (
          <button
            key={d}
            type="button"
            aria-pressed={d === days}
            onClick={() => setDays(d)}
            className={cn(
              'min-h-11 rounded-xl px-3 text-sm font-medium ring-1',
              d === days ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-50',
            )}
          >
            {rangeLabel(d, tc)}
          </button>
        ))}
      </div>
      <div className="grid gap-4 xl:grid-cols-2">
        {groups.map((g) => (
          <SeriesChart key={g.title} title={g.title} series={data.series.filter((s) => g.keys.includes(s.key))} />
        ))}
      </div>
    </div>
  );
}
