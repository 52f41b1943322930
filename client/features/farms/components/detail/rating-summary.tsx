import { Star } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { formatRating, lang } from '../../format';

export function RatingSummary({ avg, count }: { avg: number | null; count: number }) {
  const { t, i18n } = useTranslation('farms');
  if (!count || avg === null) return <p className="text-sm text-stone-600">{t('rating.none')}</p>;
  const full = Math.round(avg);
  return (
    <p className="flex items-center gap-2 text-sm text-stone-800">
      <span className="flex" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((i) => (
          <Star key={i} className={i <= full ? 'h-4 w-4 fill-sun text-amber-600' : 'h-4 w-4 text-stone-300'} />
        ))}
      </span>
      <span>
        <strong>{formatRating(avg, lang(i18n))}</strong>
        <span className="sr-only"> {t('rating.outOf5')}</span> · {t('rating.count', { count })}
      </span>
    </p>
  );
}
