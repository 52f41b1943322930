import { useTranslation } from '@/lib/i18n/react';
import type { Product } from '@common/schemas/farms';
import { availabilityUnconfirmed } from '@common/freshness';
import { lang, timeAgo } from '@/features/farms';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';

function useText() {
  const { t } = useTranslation('trust');
  return {
    available: t('availability.available'),
    soldOut: t('availability.soldOut'),
    notAvailable: t('availability.notAvailable'),
    notConfirmedLately: t('availability.notConfirmedLately'),
    who: {
      farmer: t('availability.who.farmer'),
      visitor: t('availability.who.visitor'),
      sign: t('availability.who.sign'),
      import: t('availability.who.import'),
    } satisfies Record<Product['availableSource'], string>,
  };
}

/** A product's availability, when and by whom: "Sold out · said by a visitor · 2 hours ago". */
export function AvailabilityNote({ product }: { product: Product }) {
  const TEXT = useText();
  const { i18n } = useTranslation();
  // The server's clock while its markup is hydrated, so the words match (lib/render-clock.tsx).
  const now = useNow();
  // Someone at the stand found it gone: that is "sold out", not "out of season".
  const soldOut = !product.available && (product.availableSource === 'visitor' || product.availableSource === 'sign');
  return (
    <>
      <p className={cn('text-sm font-medium', product.available ? 'text-brand-700' : soldOut ? 'text-tomato-700' : 'text-stone-600')}>
        {product.available ? TEXT.available : soldOut ? TEXT.soldOut : TEXT.notAvailable}
      </p>
      <p className="text-xs text-stone-600">
        {TEXT.who[product.availableSource]} · <time dateTime={product.availableUpdatedAt}>{timeAgo(product.availableUpdatedAt, now, lang(i18n))}</time>
      </p>
      {/* Marked available by nobody for two weeks: docs/product.md §9 says so plainly. */}
      {product.available && availabilityUnconfirmed(product.availableUpdatedAt, now) && (
        <p className="text-xs font-medium text-amber-800">{TEXT.notConfirmedLately}</p>
      )}
    </>
  );
}
