import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link, useLocation, useSearch } from 'wouter';
import { Store } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProductRow as StockProductRow } from './product-row';
import { errorMessage } from '@/lib/api-client';
import { useFarm, useMyFarms, useSetProductAvailability } from '@/features/farms';

// The listing last opened here: a farmer with several stands lands on the one they updated last (issue 34).
const LAST_KEY = 'fsf.todaysStock.listing';
const remembered = () => {
  try {
    return window.localStorage.getItem(LAST_KEY);
  } catch {
    return null;
  }
};

function StockList({ farmId }: { farmId: number }) {
  const { t } = useTranslation('dashboard');
  const { t: tt } = useTranslation('trust');
  const { data: farm, isPending, error } = useFarm(String(farmId));
  // The owner's session on the editor's endpoint (PATCH /api/farms/:id/products/:productId): no sign token needed.
  const mark = useSetProductAvailability(farmId);
  const [said, setSaid] = useState('');
  useEffect(() => {
    try {
      window.localStorage.setItem(LAST_KEY, String(farmId));
    } catch {
      // Private mode: nothing remembered, nothing lost.
    }
  }, [farmId]);
  if (isPending) return <Spinner label={t('todaysStock.loading')} />;
  if (error || !farm)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-stone-800">
        {errorMessage(error)}
      </p>
    );
  return (
    <>
      <p className="mt-1 text-xl font-semibold text-stone-900">{farm.name}</p>
      <p role="status" aria-live="polite" className="mt-2 min-h-7 font-semibold text-brand-800">
        {said}
      </p>
      {farm.products.length === 0 ? (
        <p className="mt-2 text-stone-700">
          {t('todaysStock.noProducts')}{' '}
          <Link href={`${paths.farmProfile}?id=${farmId}#products`} className="font-semibold text-brand-800 underline">
            {t('todaysStock.addProducts')}
          </Link>
        </p>
      ) : (
        <ul className="mt-1 space-y-3">
          {farm.products.map((p) => (
            <StockProductRow
              key={p.id}
              product={p}
              busy={mark.isPending && mark.variables?.productId === p.id}
              onMark={(available) =>
                mark.mutate(
                  { productId: p.id, available },
                  {
                    onSuccess: (saved) =>
                      setSaid(saved.available ? tt('stock.savedInStock', { name: saved.name }) : tt('stock.savedSoldOut', { name: saved.name })),
                  },
                )
              }
            />
          ))}
        </ul>
      )}
      <p className="mt-6 flex flex-wrap gap-x-5 gap-y-2">
        <Link href={paths.farm(farmId)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t('todaysStock.viewListing')}
        </Link>
        <Link href={`${paths.farmProfile}?id=${farmId}`} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t('todaysStock.editListing')}
        </Link>
        <Link href={paths.standSales(farmId)} className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
          {t('todaysStock.sales')}
        </Link>
      </p>
    </>
  );
}

/** "Today's stock": one screen, one switch per product, for the signed-in farmer's listing (issue 34, point 4). */
export function TodaysStock() {
  const { t } = useTranslation('dashboard');
  useTitle(t('todaysStock.title'));
  const [, navigate] = useLocation();
  const chosen = new URLSearchParams(useSearch()).get('id');
  const { data, isPending, error } = useMyFarms();
  const listings = data?.items ?? [];
  const last = remembered();
  const farmId =
    listings.find((l) => String(l.id) === chosen)?.id ?? (listings.length === 1 ? listings[0]!.id : listings.find((l) => String(l.id) === last)?.id);

  const heading = <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{t('todaysStock.title')}</h1>;
  if (isPending)
    return (
      <>
        {heading}
        <Spinner label={t('todaysStock.loading')} className="mt-6" />
      </>
    );
  if (error)
    return (
      <>
        {heading}
        <p role="alert" className="mt-4 rounded-xl bg-red-50 p-4 text-stone-800">
          {errorMessage(error)}
        </p>
      </>
    );
  if (listings.length === 0)
    return (
      <>
        {heading}
        <EmptyState
          icon={<Store className="h-8 w-8" aria-hidden="true" />}
          title={t('todaysStock.noListings')}
          actions={
            <Button asChild>
              <Link href={`${paths.farmProfile}?id=new`}>{t('farmer.addListing')}</Link>
            </Button>
          }
        >
          <p>{t('todaysStock.noListingsBody')}</p>
        </EmptyState>
      </>
    );
  return (
    <>
      {heading}
      {farmId === undefined ? (
        <>
          <p className="mt-2 text-lg text-stone-700">{t('todaysStock.pick')}</p>
          <ul className="mt-4 space-y-3">
            {listings.map((l) => (
              <li key={l.id}>
                <Button variant="secondary" size="lg" className="w-full justify-start" onClick={() => navigate(`${paths.todaysStock}?id=${l.id}`)}>
                  <Store className="h-5 w-5" aria-hidden="true" /> {l.name}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {listings.length > 1 && (
            <label className="mt-3 flex flex-wrap items-center gap-2 text-sm font-medium text-stone-800">
              {t('todaysStock.listing')}
              <select
                value={farmId}
                onChange={(e) => navigate(`${paths.todaysStock}?id=${e.target.value}`, { replace: true })}
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
          <StockList key={farmId} farmId={farmId} />
        </>
      )}
    </>
  );
}
