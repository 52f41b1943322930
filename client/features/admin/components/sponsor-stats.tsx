import { useState } from 'react';
import { OVERVIEW_RANGES } from '@common/schemas/admin';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth/api/use-user';
import { useSponsorStats, type AdminSponsor } from '../api/sponsors';
import { SeriesChart } from '@/components/charts/series-chart';

/** One sponsor's impressions, clicks and click rate per day. */
export function SponsorStatsPanel({ asset }: { asset: AdminSponsor }) {
  const [days, setDays] = useState(30);
  const { data, isPending, error } = useSponsorStats(asset.id, days);
  if (isPending) return <Spinner label="Loading sponsor statistics" />;
  if (error) return <p role="alert" className="text-tomato-700">{errorText(error)}</p>;
  const [impressions, clicks] = data.series;
  const rate = {
    key: 'rate',
    label: 'Click rate',
    total: Math.round(data.clickRate * 1000) / 10,
    points: impressions.points.map((p, i) => ({ date: p.date, count: p.count ? Math.round((clicks.points[i].count / p.count) * 1000) / 10 : 0 })),
  };
  return (
    <section aria-label={`Statistics for ${asset.title}`} className="space-y-3">
      <label className="text-sm font-medium text-stone-800">
        Range{' '}
        <select value={days} onChange={(e) => setDays(Number(e.target.value))} className="ml-2 h-11 rounded-xl border border-stone-300 bg-white px-2">
          {OVERVIEW_RANGES.map((d) => (
            <option key={d} value={d}>
              {d === 365 ? 'Last year' : `Last ${d} days`}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-4 xl:grid-cols-2">
        <SeriesChart title={`${asset.title}: impressions and clicks`} series={data.series} />
        <SeriesChart title={`${asset.title}: click rate`} series={[rate]} unit="%" />
      </div>
    </section>
  );
}
