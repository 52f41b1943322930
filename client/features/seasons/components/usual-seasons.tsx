import { CalendarDays } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { lang } from '@/features/farms';
import { useListingSeasons } from '../api/get-seasons';
import { monthDay } from '../month-day';

/**
 * "Strawberries here: usually about Jun 3 – Jun 28 (3 seasons)" (issue 32 point 2), under a listing's products: only
 * for products with enough history (decision 063), so nothing is shown for a new listing.
 */
export function UsualSeasons({ farmId }: { farmId: number }) {
  const { t, i18n } = useTranslation('farms');
  const { data } = useListingSeasons(farmId);
  if (!data?.products.length) return null;
  const language = lang(i18n);
  return (
    <div className="rounded-2xl bg-white p-3 ring-1 ring-stone-200 sm:p-4">
      <h3 className="flex items-center gap-2 font-semibold text-stone-900">
        <CalendarDays className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('seasons.title')}
      </h3>
      <ul className="mt-2 space-y-1 text-stone-800">
        {data.products.map((p) => (
          <li key={p.productId}>
            {t('seasons.line', { product: p.name, from: monthDay(p.from, language), until: monthDay(p.until, language), count: p.seasons })}
          </li>
        ))}
      </ul>
    </div>
  );
}
