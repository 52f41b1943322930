import { lazy, Suspense, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { Download, PackageCheck } from 'lucide-react';
import type { SalesDay, SalesPeriod } from '@common/schemas/sales';
import { formatClockTime, formatMonthDay, formatNumber } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useMyFarms } from '@/features/farms';
import { salesCsvUrl, useRefuteSale, useStandSales, useStockCounts, useSummaryTime } from '../api/stand-sales';

// The charting library loads only when there are sales to draw (as the farmer dashboard's charts).
const Charts = lazy(() => import('./stand-sales-charts'));

// Built from the ids: t('trust:sales.periods.today') t('trust:sales.periods.week') t('trust:sales.none.today') t('trust:sales.none.week')
// t('trust:sales.methods.cash') t('trust:sales.methods.check') t('trust:sales.methods.venmo') t('trust:sales.methods.paypal')
// t('trust:sales.methods.cash-app') t('trust:sales.methods.zelle') t('trust:sales.methods.card') t('trust:sales.methods.other')
// t('trust:checkout.by.cash') t('trust:checkout.by.check') t('trust:checkout.by.venmo') t('trust:checkout.by.paypal')
// t('trust:checkout.by.cash-app') t('trust:checkout.by.zelle') t('trust:checkout.by.card') t('trust:checkout.by.other')
const PERIODS: SalesPeriod[] = ['today', 'week'];
// Narrower on a phone: the by-method table's four columns fit 390 px in Spanish too (no sideways scroll).
const cell = 'px-2 py-2 sm:px-3';

function Figures({ day, money }: { day: SalesDay; money: (c: number) => string }) {
  const { t } = useTranslation('trust');
  const figures = [
    [t('sales.said'), money(day.totals.saidPaidCents)],
    [t('sales.prices'), money(day.totals.priceTotalCents)],
    [t('sales.count'), String(day.totals.count)],
    [t('sales.notReceivedCount'), String(day.totals.refuted)],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
          <dt className="text-sm text-stone-700">{label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-brand-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One of the sales tables: a caption, column heads (the first names each row), and rows. */
function SalesTable({ caption, heads, rows }: { caption: string; heads: string[]; rows: { key: string; head: string; cells: ReactNode[] }[] }) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full text-left">
        <caption className="px-2 pt-3 text-left font-semibold text-stone-900 sm:px-3">{caption}</caption>
        <thead className="text-sm text-stone-700">
          <tr>
            {heads.map((h, i) => (
              <th key={h} scope="col" className={i === 0 ? `${cell} align-bottom` : `${cell} align-bottom text-right`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${cell} font-medium`}>
                {r.head}
              </th>
              {r.cells.map((c, i) => (
                <td key={i} className={`${cell} text-right`}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Tables({ day, money }: { day: SalesDay; money: (c: number) => string }) {
  const { t } = useTranslation('trust');
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <SalesTable
        caption={t('sales.byProduct')}
        heads={[t('sales.product'), t('sales.quantity'), t('sales.prices')]}
        rows={day.byProduct.map((p) => ({
          key: `${p.name}:${p.unit ?? ''}`,
          head: p.name,
          cells: [p.unit ? `${p.quantity} ${p.unit}` : p.quantity, money(p.priceTotalCents)],
        }))}
      />
      <SalesTable
        caption={t('sales.byMethod')}
        heads={[t('sales.method'), t('sales.count'), t('sales.said'), t('sales.prices')]}
        rows={day.byMethod.map((m) => ({
          key: m.method,
          head: t(`sales.methods.${m.method}`),
          cells: [m.count, money(m.saidPaidCents), money(m.priceTotalCents)],
        }))}
      />
    </div>
  );
}

/** Each sale, newest first, with its "Not received" switch (issue 33 point 5: kept, and taken back with the same switch). */
function SaleList({ day, farmId, money, lang }: { day: SalesDay; farmId: number; money: (c: number) => string; lang: Language }) {
  const { t } = useTranslation('trust');
  const refute = useRefuteSale(farmId);
  // What was just tapped shows at once, until the refreshed day says the same (the mutation waits for that refresh).
  const [tapped, setTapped] = useState<Record<string, boolean>>({});
  const flip = (saleId: string, refuted: boolean) => {
    setTapped((was) => ({ ...was, [saleId]: refuted }));
    refute.mutate({ saleId, refuted }, { onSettled: () => setTapped(({ [saleId]: _, ...rest }) => rest) });
  };
  return (
    <ul className="divide-y divide-stone-100 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      {day.sales.map((s) => {
        const at = new Date(s.createdAt);
        const when = `${day.period === 'week' ? `${formatMonthDay(at, day.farm.timeZone, lang)} ` : ''}${formatClockTime(at, day.farm.timeZone, lang)}`;
        const busy = refute.isPending && refute.variables?.saleId === s.id;
        return (
          <li key={s.id} className={`flex flex-wrap items-center justify-between gap-3 p-3 ${s.refuted ? 'bg-stone-50' : ''}`}>
            <div className="min-w-0">
              <p className={`font-medium text-stone-900 ${s.refuted ? 'line-through' : ''}`}>{s.items.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
              <p className="text-sm text-stone-700">
                <time dateTime={s.createdAt}>{when}</time> · {t('sales.saleSaid', { amount: money(s.saidPaidCents), how: t(`checkout.by.${s.method}`) })}
                {s.saidPaidCents !== s.priceTotalCents && ` · ${t('sales.salePrices', { amount: money(s.priceTotalCents) })}`}
              </p>
            </div>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm font-medium text-stone-800">
              <input
                type="checkbox"
                className="h-5 w-5 accent-tomato-700"
                checked={tapped[s.id] ?? s.refuted}
                disabled={busy}
                onChange={(e) => flip(s.id, e.target.checked)}
              />
              {t('sales.notReceived')}
            </label>
          </li>
        );
      })}
      {refute.isError && (
        <li role="alert" className="p-3 text-tomato-700">
          {errorMessage(refute.error)}
        </li>
      )}
    </ul>
  );
}

/** "I put out 24 dozen eggs": the counts the checkout counts down today (an empty box stops counting). */
function MorningCounts({ day, farmId }: { day: SalesDay; farmId: number }) {
  const { t } = useTranslation('trust');
  const save = useStockCounts(farmId);
  const [values, setValues] = useState<Record<string, string>>({});
  const [said, setSaid] = useState('');
  const value = (id: string, onHand: number | null) => values[id] ?? (onHand === null ? '' : String(onHand));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const counts = day.products.map((p) => {
      const v = value(p.id, p.quantityOnHand).trim();
      return { productId: p.id, quantity: v === '' ? null : Number(v) };
    });
    save.mutate(counts, { onSuccess: () => (setValues({}), setSaid(t('sales.countsSaved'))) });
  };
  if (!day.products.length) return null;
  return (
    <section aria-labelledby="morning-counts" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="morning-counts" className="text-xl font-semibold text-brand-900">
        {t('sales.countsTitle')}
      </h2>
      <p className="mt-1 text-stone-700">{t('sales.countsHint')}</p>
      <form onSubmit={submit} className="mt-3 space-y-2">
        {day.products.map((p) => (
          <label key={p.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-stone-900">{p.unit ? t('sales.countOf', { name: p.name, unit: p.unit }) : p.name}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={9999}
              step={1}
              value={value(p.id, p.quantityOnHand)}
              onChange={(e) => setValues((v) => ({ ...v, [p.id]: e.target.value }))}
              className="h-11 w-28 rounded-xl border border-stone-300 px-3 text-right text-base"
            />
          </label>
        ))}
        <div className="flex flex-wrap items-center gap-3 pt-1">
          <Button type="submit" disabled={save.isPending}>
            <PackageCheck className="h-4 w-4" aria-hidden="true" /> {t('sales.saveCounts')}
          </Button>
          <p role="status" className="text-sm font-medium text-brand-800">
            {save.isError ? <span className="text-tomato-700">{errorMessage(save.error)}</span> : said}
          </p>
        </div>
      </form>
    </section>
  );
}

/** When the end-of-day summary comes, in the stand's time zone. */
function SummaryTime({ day, farmId }: { day: SalesDay; farmId: number }) {
  const { t } = useTranslation('trust');
  const save = useSummaryTime(farmId);
  const [time, setTime] = useState(day.summaryTime ?? '18:00');
  const [said, setSaid] = useState('');
  useEffect(() => setTime(day.summaryTime ?? '18:00'), [day.summaryTime]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(time, { onSuccess: (r) => setSaid(t('sales.summaryOn', { time: r.summaryTime })) });
  };
  return (
    <section aria-labelledby="day-summary" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 id="day-summary" className="text-xl font-semibold text-brand-900">
        {t('sales.summaryTitle')}
      </h2>
      <p className="mt-1 text-stone-700">
        {day.summaryTime ? t('sales.summaryOn', { time: day.summaryTime }) : t('sales.summaryOff')} {t('sales.summaryHint', { zone: day.farm.timeZone })}
      </p>
      <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
          {t('sales.summaryAt')}
          <input
            type="time"
            required
            value={time}
            onChange={(e) => setTime(e.target.value)}
            className="h-11 rounded-xl border border-stone-300 px-3 text-base"
          />
        </label>
        <Button type="submit" disabled={save.isPending}>
          {t('sales.summarySave')}
        </Button>
        {day.summaryTime && (
          <Button
            type="button"
            variant="ghost"
            disabled={save.isPending}
            onClick={() => save.mutate(null, { onSuccess: () => setSaid(t('sales.summaryOff')) })}
          >
            {t('sales.summaryStop')}
          </Button>
        )}
        <p role="status" className="basis-full text-sm font-medium text-brand-800">
          {save.isError ? <span className="text-tomato-700">{errorMessage(save.error)}</span> : said}
        </p>
      </form>
    </section>
  );
}

function SalesOf({ farmId }: { farmId: number }) {
  const { t, i18n } = useTranslation('trust');
  const lang = i18n.language as Language;
  const [period, setPeriod] = useState<SalesPeriod>('today');
  const { data: day, isPending, error } = useStandSales(farmId, period);
  const money = (cents: number) => formatNumber(cents / 100, lang, { style: 'currency', currency: 'USD' });
  if (isPending) return <Spinner label={t('sales.loading')} className="mt-6" />;
  if (error || !day)
    return (
      <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-stone-800">
        {errorMessage(error)}
      </p>
    );
  return (
    <div className="mt-4 space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xl font-semibold text-stone-900">{day.farm.name}</p>
        <div role="group" aria-label={t('sales.period')} className="inline-flex rounded-xl bg-white p-1 ring-1 ring-stone-200">
          {PERIODS.map((p) => (
            <button
              key={p}
              type="button"
              aria-pressed={period === p}
              onClick={() => setPeriod(p)}
              className={`h-10 rounded-lg px-3 text-sm font-medium ${period === p ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
            >
              {t(`sales.periods.${p}`)}
            </button>
          ))}
        </div>
      </div>
      <Figures day={day} money={money} />
      <p className="text-sm text-stone-700">{t('sales.honest')}</p>
      {day.totals.count > 0 ? (
        <>
          <Suspense fallback={<div className="h-56" />}>
            <Charts
              day={day}
              money={money}
              labels={{
                byProduct: t('sales.byProductChart'),
                byMethod: t('sales.byMethodChart'),
                byDay: t('sales.byDay'),
                method: (m) => t(`sales.methods.${m}`),
              }}
            />
          </Suspense>
          <Tables day={day} money={money} />
        </>
      ) : (
        <p className="rounded-2xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">{t(`sales.none.${period}`)}</p>
      )}
      <section aria-labelledby="sales-list" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="sales-list" className="text-xl font-semibold text-brand-900">
            {t('sales.list')}
          </h2>
          <Button asChild variant="secondary">
            <a href={salesCsvUrl(farmId, period)} download>
              <Download className="h-4 w-4" aria-hidden="true" /> {t('sales.csv')}
            </a>
          </Button>
        </div>
        {day.sales.length > 0 ? <SaleList day={day} farmId={farmId} money={money} lang={lang} /> : <p className="text-stone-700">{t('sales.noSales')}</p>}
      </section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <MorningCounts key={`${farmId}:${day.products.map((p) => p.quantityOnHand).join(',')}`} day={day} farmId={farmId} />
        <SummaryTime day={day} farmId={farmId} />
      </div>
    </div>
  );
}

/** "Sales" for a self-service listing (issue 33 point 4): today and this week, by product and method, for its farmer. */
export function StandSales() {
  const { t } = useTranslation('trust');
  useTitle(t('sales.title'));
  const [, navigate] = useLocation();
  const chosen = new URLSearchParams(useSearch()).get('id');
  const { data, isPending, error } = useMyFarms();
  const listings = data?.items ?? [];
  const farmId = listings.find((l) => String(l.id) === chosen)?.id ?? (listings.length >= 1 ? listings[0]!.id : undefined);
  return (
    <>
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('sales.title')}</h1>
      {isPending && <Spinner label={t('sales.loading')} className="mt-6" />}
      {error && (
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-stone-800">
          {errorMessage(error)}
        </p>
      )}
      {data && farmId === undefined && (
        <p className="mt-4 text-stone-700">
          {t('sales.noListings')}{' '}
          <Link href={`${paths.farmProfile}?id=new`} className="font-semibold text-brand-800 underline">
            {t('sales.addListing')}
          </Link>
        </p>
      )}
      {farmId !== undefined && (
        <>
          {listings.length > 1 && (
            <label className="mt-3 flex flex-wrap items-center gap-2 text-sm font-medium text-stone-800">
              {t('sales.listing')}
              <select
                value={farmId}
                onChange={(e) => navigate(paths.standSales(e.target.value), { replace: true })}
                className="min-h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
              >
                {listings.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <SalesOf key={farmId} farmId={farmId} />
          <p className="mt-6 flex flex-wrap gap-x-5 gap-y-2">
            <Link href={`${paths.todaysStock}?id=${farmId}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {t('sales.toStock')}
            </Link>
            <Link href={`${paths.farmProfile}?id=${farmId}#stand-sign`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
              {t('sales.toSign')}
            </Link>
          </p>
        </>
      )}
    </>
  );
}
