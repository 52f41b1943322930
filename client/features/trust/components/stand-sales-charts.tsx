import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SaleMethod, SalesDay } from '@common/schemas/sales';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';

/**
 * One bar chart in a card, its bars lying down: a product's name ("Wildflower honey") reads whole beside its bar at
 * 390 px, where names under upright bars ran into each other. The figures are in the tables below (the accessible
 * form), so the picture is hidden.
 */
function Bars({ title, rows, money }: { title: string; rows: Array<{ name: string; value: number }>; money: (cents: number) => string }) {
  return (
    <figure className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <figcaption className="font-semibold text-stone-900">{title}</figcaption>
      <div className="mt-2" style={{ height: 24 + rows.length * 36 }} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={rows} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
            <CartesianGrid stroke="#e7e5e4" horizontal={false} />
            <XAxis type="number" tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} axisLine={false} />
            <YAxis type="category" dataKey="name" tick={{ fontSize: 12, fill: '#57534e' }} tickLine={false} axisLine={false} width={112} interval={0} />
            <Tooltip formatter={(v) => [money(Number(v) * 100), title]} />
            <Bar dataKey="value" fill="#2f6b3a" radius={[0, 6, 6, 0]} barSize={20} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/**
 * The sales view's pictures, loaded on demand with the charting library (as the farmer dashboard's): what each
 * product sold for, what shoppers said they paid by each way to pay (issue 33 point 4: by product and by method),
 * and for a week the days.
 */
export default function StandSalesCharts({
  day,
  money,
  labels,
}: {
  day: SalesDay;
  money: (cents: number) => string;
  labels: { byProduct: string; byMethod: string; byDay: string; method: (m: SaleMethod) => string };
}) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Bars title={labels.byProduct} rows={day.byProduct.map((p) => ({ name: p.name, value: p.priceTotalCents / 100 }))} money={money} />
      <Bars title={labels.byMethod} rows={day.byMethod.map((m) => ({ name: labels.method(m.method), value: m.saidPaidCents / 100 }))} money={money} />
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
