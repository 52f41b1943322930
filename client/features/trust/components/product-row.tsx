import { useTranslation } from '@/lib/i18n/react';
import { Check, PackageX } from 'lucide-react';
import type { StandProduct } from '@common/schemas/stand-stock';
import { lang as langOf, timeAgo } from '@/features/farms';
import { cn } from '@/lib/utils';

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
