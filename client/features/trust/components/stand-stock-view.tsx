import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Store } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ProductRow } from './product-row';
import { keepForOffline } from '@/lib/offline/keep';
import { stockUrl, useMarkStock, useStandStock } from '../api/stand-stock';
import { StandCheckout } from './stand-checkout';

/** The page a stand's QR code opens: big buttons to set each product in stock or sold out, for anyone there. */
export function StandStockView({ farmId, token }: { farmId: number; token: string }) {
  const { t } = useTranslation('trust');
  const { data, error, isPending } = useStandStock(farmId, token);
  const mark = useMarkStock(farmId, token);
  const [said, setSaid] = useState('');
  useTitle(data ? t('stock.pageTitle', { name: data.farm.name }) : t('stock.kicker'));
  // One bar or none at the stand (issue 33 point 3): the worker keeps the page's answer for anyone, even when it came
  // before the worker took over the page.
  useEffect(() => {
    if (data) keepForOffline(stockUrl(farmId, token), data);
  }, [data, farmId, token]);

  if (isPending) return <Spinner label={t('stock.loading')} />;
  if (error || !data) {
    const known = error instanceof ApiError && (error.status === 404 || error.status === 410);
    return (
      <>
        <h1 className="sr-only">{t('stock.kicker')}</h1>
        <EmptyState
          icon={<Store className="h-8 w-8" aria-hidden="true" />}
          title={t('stock.badTitle')}
          actions={
            <Button asChild variant="secondary">
              <Link href={paths.browse}>{t('stock.browse')}</Link>
            </Button>
          }
        >
          <p>{known ? error.serverMessage : errorMessage(error)}</p>
        </EmptyState>
      </>
    );
  }
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{t('stock.kicker')}</p>
      <h1 className="text-3xl font-semibold text-brand-900 sm:text-4xl">{data.farm.name}</h1>
      <StandCheckout stand={data} token={token} />
      <p className="mt-8 text-lg text-stone-700">{t('stock.intro')}</p>
      <p role="status" aria-live="polite" className="mt-3 min-h-7 font-semibold text-brand-800">
        {said}
      </p>
      {data.products.length === 0 ? (
        <p className="mt-4 text-stone-700">{t('stock.empty')}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {data.products.map((p) => (
            <ProductRow
              key={p.id}
              product={p}
              busy={mark.isPending && mark.variables?.productId === p.id}
              onMark={(available) =>
                mark.mutate(
                  { productId: p.id, available },
                  {
                    onSuccess: (saved) =>
                      setSaid(saved.available ? t('stock.savedInStock', { name: saved.name }) : t('stock.savedSoldOut', { name: saved.name })),
                    onError: (err) => setSaid(errorMessage(err)),
                  },
                )
              }
            />
          ))}
        </ul>
      )}
      <Link href={paths.farm(data.farm.id)} className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 underline">
        {t('stock.listing', { name: data.farm.name })}
      </Link>
    </>
  );
}
