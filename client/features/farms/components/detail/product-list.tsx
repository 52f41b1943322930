import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { Product } from '@common/schemas/farms';
import { cn } from '@/lib/utils';
import { AvailabilityNote } from '@/features/trust/ui';
import { useCatalogLabels } from '../../catalog-labels';
import { formatPrice, lang } from '../../format';

/** What is in stock first: that is what someone deciding whether to drive out wants to know. */
export function ProductList({ products, action, lastSeason }: { products: Product[]; action?: (p: Product) => ReactNode; lastSeason?: boolean }) {
  const { t, i18n } = useTranslation('farms');
  const labels = useCatalogLabels();
  if (!products.length) return <p className="text-stone-700">{t('detail.noProducts')}</p>;
  const sorted = [...products].sort((a, b) => Number(b.available) - Number(a.available));
  const list = (
    <ul className="divide-y divide-stone-100 rounded-2xl bg-white ring-1 ring-stone-200">
      {sorted.map((p) => {
        const price = formatPrice(p.priceCents, p.unit, lang(i18n));
        const extra = action?.(p);
        return (
          <li key={p.id} className="flex flex-wrap items-start justify-between gap-x-3 p-3 sm:p-4">
            <div className="min-w-0 flex-1">
              <p className={cn('font-semibold', p.available ? 'text-stone-900' : 'text-stone-600')}>{p.name}</p>
              <p className="text-sm text-stone-600">
                {labels.category(p.category)}
                {p.note && ` · ${p.note}`}
              </p>
            </div>
            <div className="shrink-0 text-right">
              {price && <p className="font-semibold text-stone-900">{price}</p>}
              {lastSeason ? <p className="text-sm text-stone-600">{t('detail.lastSeasonNote')}</p> : <AvailabilityNote product={p} />}
            </div>
            {/* Its own row: beside the price and "who said it" a phone has no room, and the words would break up. */}
            {extra ? <div className="basis-full">{extra}</div> : null}
          </li>
        );
      })}
    </ul>
  );
  // A stand closed for the season: what it offered is last season's, not "sold out" or "available" (issue 34).
  return lastSeason ? (
    <div className="space-y-2">
      <p className="text-sm text-stone-700">{t('detail.lastSeason')}</p>
      {list}
    </div>
  ) : (
    list
  );
}
