import { useTranslation } from '@/lib/i18n/react';
import { formatMonthDay, formatNumber } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { useId } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewSeries } from '@common/schemas/admin';

const COLORS = ['#2f6b3a', '#e4572e', '#b8860b', '#5b4a3a'];
const dayLabel = (date: string, lang: Language) => formatMonthDay(new Date(`${date}T00:00:00Z`), 'UTC', lang);

/** One chart of daily counts over time, with the same numbers as a table for screen readers and keyboard users. */
export function SeriesChart({ title, series, unit = '' }: { title: string; series: OverviewSeries[]; unit?: string }) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const rows = series[0]?.points.map((p, i) => ({ date: p.date, ...Object.fromEntries(series.map((s) => [s.key, s.points[i].count])) })) ?? [];
  return (
    <figure aria-labelledby={id} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-5">
      <figcaption id={id} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-stone-900">{title}</span>
        <span className="text-sm text-stone-700">{series.map((s) => `${s.label}: ${formatNumber(s.total, lang)}${unit}`).join(' · ')}</span>
      </figcaption>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={rows} margin={{ top: 5, right: 8, bottom: 0, left: -20 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e7e5e4" vertical={false} />
            <XAxis dataKey="date" tickFormatter={(d: string) => dayLabel(d, lang)} tick={{ fontSize: 12, fill: '#57534e' }} minTickGap={24} />
            <YAxis allowDecimals={!!unit} unit={unit} tick={{ fontSize: 12, fill: '#57534e' }} />
            <Tooltip labelFormatter={(d) => dayLabel(String(d), lang)} formatter={(v) => `${v}${unit}`} />
            {series.length > 1 && <Legend wrapperStyle={{ fontSize: 13 }} />}
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="linear"
                dataKey={s.key}
                name={s.label}
                stroke={COLORS[i % COLORS.length]}
                strokeWidth={2}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-800">{t('charts.showNumbers')}</summary>
        <div className="mt-2 max-h-64 overflow-auto">
          <table className="w-full text-left">
            <caption className="sr-only">{t('charts.perDay', { title })}</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  {t('charts.day')}
                </th>
                {series.map((s) => (
                  <th key={s.key} scope="col" className="py-1 pr-3 text-right">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.date} className="border-t border-stone-100">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {r.date}
                  </th>
                  {series.map((s) => (
                    <td key={s.key} className="py-1 pr-3 text-right tabular-nums">
                      {(r as Record<string, number | string>)[s.key]}
                      {unit}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
