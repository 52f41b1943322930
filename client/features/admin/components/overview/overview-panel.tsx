import { useState } from 'react';
import { OVERVIEW_RANGES } from '@common/schemas/admin';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth';
import { cn } from '@/lib/utils';
import { useOverview } from '../../api/overview';
import { rangeLabel } from '@/components/charts/range-select';
import { SeriesChart } from '@/components/charts/series-chart';

/** Charts are grouped by what an admin compares: growth, traffic, sponsors. Unknown series get a chart of their own. */
const GROUPS: Array<{ title: string; keys: string[] }> = [
  { title: 'Sign-ups and new listings', keys: ['signups', 'listings'] },
  { title: 'Page views', keys: ['pageViews'] },
  { title: 'Sponsor impressions and clicks', keys: ['sponsorImpressions', 'sponsorClicks'] },
];

export default function OverviewPanel() {
  const [days, setDays] = useState<number>(30);
  const { data, isPending, error, isPlaceholderData } = useOverview(days);
  if (isPending) return <Spinner label="Loading the overview" />;
  if (error)
    return (
      <p role="alert" className="text-tomato-700">
        Could not load the overview: {errorText(error)}
      </p>
    );
  const grouped = new Set(GROUPS.flatMap((g) => g.keys));
  const groups = [...GROUPS, ...data.series.filter((s) => !grouped.has(s.key)).map((s) => ({ title: s.label, keys: [s.key] }))];
  return (
    <div className="space-y-6" aria-busy={isPlaceholderData}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {data.totals.map((t) => (
          <li key={t.key} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <p className="text-sm text-stone-700">{t.label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-brand-900">{t.value.toLocaleString()}</p>
            {t.detail && <p className="mt-1 text-xs text-stone-600">{t.detail}</p>}
          </li>
        ))}
      </ul>
      <div role="group" aria-label="Time range" className="flex flex-wrap gap-2">
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
            {rangeLabel(d)}
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
