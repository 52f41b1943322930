import { useTranslation } from '@/lib/i18n/react';
import { formatMonthDay } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface TimePoint {
  date: string; // YYYY-MM-DD
  value: number | null;
}

interface TimeSeriesChartProps {
  title: string;
  points: TimePoint[];
  /** 'count': filled area per day; 'level': a line (an average, a total so far). */
  variant?: 'count' | 'level';
  /** The big number beside the title, already formatted. */
  summary?: string;
  yDomain?: [number, number];
  formatValue?: (v: number) => string;
}

const shortDate = (date: string, lang: Language) => formatMonthDay(new Date(`${date}T12:00:00Z`), 'UTC', lang);

/**
 * One metric over time. The chart is drawn for the eye; screen readers get the same numbers as a
 * table (visually hidden), so nothing is only in the picture.
 */
export function TimeSeriesChart({ title, points, variant = 'count', summary, yDomain, formatValue = (v) => String(v) }: TimeSeriesChartProps) {
  const id = useId();
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const gradient = `${id.replace(/:/g, '')}-fill`;
  // Recharts' own keyboard layer would sit inside the aria-hidden picture: the table below is the accessible form.
  const common = { data: points, margin: { top: 8, right: 8, bottom: 0, left: -16 }, accessibilityLayer: false };
  const axes = (
    <>
      <CartesianGrid stroke="#e7e5e4" vertical={false} />
      <XAxis
        dataKey="date"
        tickFormatter={(d: string) => shortDate(d, lang)}
        tick={{ fontSize: 12, fill: '#57534e' }}
        minTickGap={24}
        tickLine={false}
        axisLine={false}
      />
      <YAxis
        allowDecimals={variant !== 'count'}
        domain={yDomain ?? [0, 'auto']}
        tick={{ fontSize: 12, fill: '#57534e' }}
        tickLine={false}
        axisLine={false}
        width={48}
      />
      <Tooltip labelFormatter={(d) => shortDate(String(d), lang)} formatter={(v) => [formatValue(Number(v)), title]} />
    </>
  );
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200" aria-labelledby={`${id}-title`}>
      <figcaption className="flex items-baseline justify-between gap-3">
        <span id={`${id}-title`} className="font-semibold text-stone-900">
          {title}
        </span>
        {summary && <span className="text-2xl font-semibold text-brand-800">{summary}</span>}
      </figcaption>
      <div className="mt-2 h-48" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {variant === 'count' ? (
            <AreaChart {...common}>
              <defs>
                <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor="#2f6b3a" stopOpacity={0.35} />
                  <stop offset="100%" stopColor="#2f6b3a" stopOpacity={0.02} />
                </linearGradient>
              </defs>
              {axes}
              <Area type="monotone" dataKey="value" stroke="#2f6b3a" strokeWidth={2} fill={`url(#${gradient})`} isAnimationActive={false} />
            </AreaChart>
          ) : (
            <LineChart {...common}>
              {axes}
              <Line type="monotone" dataKey="value" stroke="#b45309" strokeWidth={2} dot={false} connectNulls isAnimationActive={false} />
            </LineChart>
          )}
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{t('charts.byDay', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('charts.day')}</th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{shortDate(p.date, lang)}</td>
              <td>{p.value === null ? t('charts.noneYet') : formatValue(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
