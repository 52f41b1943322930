import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { AlertCircle, CheckCircle2, PackageCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TimeSeriesChart } from '@/components/charts/time-series-chart';
import { Spinner } from '@/components/ui/spinner';
import { formatRating, lang as langOf } from '@/features/farms';
import { editHref } from '@/features/farms/ui';
import { paths } from '@/lib/paths';
import { errorMessage } from '@/lib/api-client';
import { useFarmerStats } from '../api/get-farmer-stats';

const PERIODS = [7, 30, 90] as const;

/** How shoppers find the farmer's stands over time, and what to fix on each listing. */
export function FarmerDashboard() {
  const { t, i18n } = useTranslation('dashboard');
  const lang = langOf(i18n);
  const [days, setDays] = useState<number>(30);
  const { data, isPending, isError, error } = useFarmerStats(days);
  return (
    <div className="space-y-10">
      {/* The farmer's minute (issue 34): "sold out" is the thing done most, so it is first and big. */}
      <Button asChild size="lg" className="w-full sm:w-auto">
        <Link href={paths.todaysStock}>
          <PackageCheck className="h-5 w-5" aria-hidden="true" /> {t('todaysStock.title')}
        </Link>
      </Button>
      <section aria-label={t('farmer.overTime')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold text-brand-900">{t('farmer.lastDays', { days })}</h2>
          <div role="group" aria-label={t('farmer.period')} className="inline-flex rounded-xl bg-white p-1 ring-1 ring-stone-200">
            {PERIODS.map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={days === p}
                onClick={() => setDays(p)}
                className={`h-9 rounded-lg px-3 text-sm font-medium ${days === p ? 'bg-brand-700 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
              >
                {t('farmer.days', { days: p })}
              </button>
            ))}
          </div>
        </div>
        {isPending && <Spinner label={t('farmer.loading')} className="mt-6" />}
        {isError && (
          <p role="alert" className="mt-4 text-tomato-700">
            {t('farmer.failed', { error: errorMessage(error) })}
          </p>
        )}
        {data && (
          <div className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {data.series.map((s) =>
              s.kind === 'average' ? (
                <TimeSeriesChart
                  key={s.key}
                  title={s.label}
                  points={s.points}
                  variant="level"
                  yDomain={[1, 5]}
                  summary={s.summary === null ? t('farmer.noneYet') : `${formatRating(s.summary, lang)} ★`}
                  formatValue={(v) => formatRating(v, lang)}
                />
              ) : (
                <TimeSeriesChart key={s.key} title={s.label} points={s.points} summary={String(s.summary ?? 0)} />
              ),
            )}
          </div>
        )}
      </section>
      {data && (
        <section aria-label={t('farmer.health')}>
          <h2 className="text-xl font-semibold text-brand-900">{t('farmer.health')}</h2>
          {data.listings.length === 0 && (
            <p className="mt-2 text-stone-700">
              {t('farmer.noListings')}{' '}
              <Link href={`${paths.farmProfile}?id=new`} className="font-semibold text-brand-800 underline">
                {t('farmer.addListing')}
              </Link>
            </p>
          )}
          <ul className="mt-3 space-y-3">
            {data.listings.map((l) => (
              <li key={l.farmId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold text-stone-900">{l.name}</span>
                  <span className="flex flex-wrap gap-x-4 gap-y-1">
                    {/* Between chores: the one-screen stock page for this stand, whose switches save at once. */}
                    <Link href={`${paths.todaysStock}?id=${l.farmId}`} className="text-sm font-semibold text-brand-800 hover:underline">
                      {t('farmer.stock')}
                    </Link>
                    {/* Honor-box sales at this stand (issue 33 point 4). */}
                    <Link href={paths.standSales(l.farmId)} className="text-sm font-semibold text-brand-800 hover:underline">
                      {t('farmer.sales')}
                    </Link>
                    <Link href={editHref(l.farmId)} className="text-sm font-semibold text-brand-800 hover:underline">
                      {t('farmer.edit')}
                    </Link>
                  </span>
                </div>
                {l.issues.length === 0 ? (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
                    <CheckCircle2 className="h-4 w-4" aria-hidden="true" /> {t('farmer.allGood')}
                  </p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {l.issues.map((i) => (
                      <li key={i.code} className="flex items-start gap-1.5 text-sm text-stone-800">
                        <AlertCircle className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" aria-hidden="true" /> {i.message}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
