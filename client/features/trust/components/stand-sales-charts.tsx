import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SalesDay } from '@common/schemas/sales';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';

/**
 * The sales view's pictures, loaded on demand with the charting library (as the farmer dashboard's): what each
 * product sold for, and for a week the days. The numbers are in the tables beside them (the accessible form).
 */
export default function StandSalesCharts({
  day,
  money,
  labels,
}: {
  day: SalesDay;
  money: (cents: number) => string;
  labels: { byProduct: string; byDay: string };
}) {
  const rows = day.byProduct.map((p) => ({ name: p.name, value: p.priceTotalCents / 100 }));
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
        <figcaption className="font-semibold text-stone-900">{labels.byProduct}</figcaption>
        <div className="mt-2 h-48" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -8 }} accessibilityLayer={false}>
              <CartesianGrid stroke="#e7e5e4" vertical={false} />
              <XAxis dataKey="name" tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} axisLine={false} interval={0} />
              <YAxis tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} axisLine={false} width={48} />
              <Tooltip formatter={(v) => [money(Number(v) * 100), labels.byProduct]} />
              <Bar dataKey="value" fill="#2f6b3a" radius={[6, 6, 0, 0]} isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      {day.period === 'week' && (
        <TimeSeriesChart
          title={labels.byDay}
          points={day.byDay.map((d) => ({ date: d.date, value: d.saidPaidCents / 100 }))}
          summary={money(day.totals.saidPaidCents)}
          formatValue={(v) => money(v * 100)}
        />
      )}
    </div>
  );
}
