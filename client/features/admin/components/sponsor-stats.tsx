import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/features/auth';
import { useSponsorStats, type AdminSponsor } from '../api/sponsors';
import { RangeSelect } from '@/components/charts/range-select';
import { SeriesChart } from '@/components/charts/series-chart';

/** One sponsor's impressions, clicks and click rate per day. */
export function SponsorStatsPanel({ asset }: { asset: AdminSponsor }) {
  const { t } = useTranslation('admin');
  const [days, setDays] = useState(30);
  const { data, isPending, error } = useSponsorStats(asset.id, days);
  if (isPending) return <Spinner label={t('sponsors.loadingStats')} />;
  if (error)
    return (
      <p role="alert" className="text-tomato-700">
        {errorText(error)}
      </p>
    );
  // The server names its series in English: said here in the reader's language.
  const named: Record<string, string> = { impressions: t('sponsors.impressions'), clicks: t('sponsors.clicks') };
  const series = data.series.map((s) => ({ ...s, label: named[s.key] ?? s.label }));
  const [impressions, clicks] = series;
  const rate = {
    key: 'rate',
    label: t('sponsors.clickRate'),
    total: Math.round(data.clickRate * 1000) / 10,
    points: impressions.points.map((p, i) => ({ date: p.date, count: p.count ? Math.round((clicks.points[i].count / p.count) * 1000) / 10 : 0 })),
  };
  return (
    <section aria-label={t('sponsors.statsOf', { title: asset.title })} className="space-y-3">
      <RangeSelect days={days} onChange={setDays} />
      <div className="grid gap-4 xl:grid-cols-2">
        <SeriesChart title={t('sponsors.chartClicks', { title: asset.title })} series={series} />
        <SeriesChart title={t('sponsors.chartRate', { title: asset.title })} series={[rate]} unit="%" />
      </div>
    </section>
  );
}
