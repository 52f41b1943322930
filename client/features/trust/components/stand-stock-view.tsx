import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Check, PackageX, Store } from 'lucide-react';
import type { StandProduct } from '@common/schemas/stand-stock';
import { paths } from '@/lib/paths';
import { EmptyState, useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { lang as langOf, timeAgo } from '@/features/farms';
import { ApiError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { keepForOffline } from '@/lib/offline/keep';
import { stockUrl, useMarkStock, useStandStock } from '../api/stand-stock';
import { StandCheckout } from './stand-checkout';

/** One product with its two big buttons: the sign's stock page and the farmer's "Today's stock" (issue 34) share it. */
export function ProductRow({
  product,
  busy,
  onMark,
}: {
  product: Pick<StandProduct, 'id' | 'name' | 'available' | 'availableUpdatedAt'>;
  busy: boolean;
  onMark: (available: boolean) => void;
}) {
  const { t, i18n } = useTranslation('trust');
  const choice = (available: boolean) => {
    const on = product.available === available;
    return (
      <button
        type="button"
        aria-pressed={on}
        disabled={busy}
        onClick={() => !on && onMark(available)}
        className={cn(
          'flex min-h-16 flex-1 items-center justify-center gap-2 rounded-2xl px-3 text-lg font-semibold ring-2 ring-inset transition-colors disabled:opacity-60',
          on
            ? available
              ? 'bg-brand-700 text-white ring-brand-700'
              : 'bg-tomato-700 text-white ring-tomato-700'
            : 'bg-white text-stone-900 ring-stone-300 active:bg-stone-100',
        )}
      >
        {available ? <Check className="h-6 w-6" aria-hidden="true" /> : <PackageX className="h-6 w-6" aria-hidden="true" />}
        {available ? t('stock.inStock') : t('stock.soldOut')}
      </button>
    );
  };
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <h2 className="text-xl font-semibold text-stone-900">{product.name}</h2>
      <p className="text-sm text-stone-600">
        {t('stock.since', {
          state: product.available ? t('stock.inStock') : t('stock.soldOut'),
          ago: timeAgo(product.availableUpdatedAt, undefined, langOf(i18n)),
        })}
      </p>
      <div role="group" aria-label={product.name} className="mt-3 flex gap-3">
        {choice(true)}
        {choice(false)}
      </div>
    </li>
  );
}

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
