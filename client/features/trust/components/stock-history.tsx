import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import type { StockChange } from '@common/schemas/stand-stock';
import { Button } from '@/components/ui/button';
import { lang as langOf, timeAgo } from '@/features/farms';
import { useStockHistory } from '../api/stand-stock';

/** Who made a change, in `t`'s language. */
function who(c: StockChange, t: TFunction<'trust'>): string {
  switch (c.source) {
    case 'farmer':
      return c.by ? t('history.farmerBy', { by: c.by }) : t('history.farmer');
    case 'visitor':
      return c.by ? t('history.visitorBy', { by: c.by }) : t('history.visitor');
    case 'sign':
      return t('history.sign');
    case 'import':
      return t('history.import');
  }
}

/** "Eggs: sold out", "Eggs: in stock (confirmed)" when a mark did not change anything. */
function line(c: StockChange, t: TFunction<'trust'>): string {
  const name = c.productName;
  if (c.available) return c.changed ? t('history.inStock', { name }) : t('history.inStockConfirmed', { name });
  return c.changed ? t('history.soldOut', { name }) : t('history.soldOutConfirmed', { name });
}

/** Who changed what in the stand's stock, newest first: the farmer, visitors, or anyone at the sign. */
export function StockHistory({ farmId }: { farmId: number }) {
  const { t, i18n } = useTranslation('trust');
  const { data, isPending, error, fetchNextPage, hasNextPage, isFetchingNextPage } = useStockHistory(farmId);
  const items = data?.pages.flatMap((p) => p.items) ?? [];
  if (isPending) return <p className="text-stone-600">{t('history.loading')}</p>;
  if (error) return <p className="text-tomato-700">{t('history.failed')}</p>;
  if (!items.length) return <p className="text-stone-700">{t('history.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-stone-100 rounded-xl ring-1 ring-stone-200">
        {items.map((c) => (
          <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-3 p-3">
            <span className="font-medium text-stone-900">{line(c, t)}</span>
            <span className="text-sm text-stone-600">
              {who(c, t)} · <time dateTime={c.at}>{timeAgo(c.at, undefined, langOf(i18n))}</time>
            </span>
          </li>
        ))}
      </ul>
      {hasNextPage && (
        <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {t('history.more')}
        </Button>
      )}
    </>
  );
}
