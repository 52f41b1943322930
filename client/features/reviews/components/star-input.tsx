import { useTranslation } from '@/lib/i18n/react';
import { useId } from 'react';
import { Star } from 'lucide-react';
import { cn } from '@/lib/utils';

/** 1–5 stars as a radio group: arrow keys move, each star is labelled for screen readers. */
export function StarInput({ value, onChange, error }: { value: number; onChange: (n: number) => void; error?: string }) {
  const { t } = useTranslation('reviews');
  const words = ['', t('stars.poor'), t('stars.fair'), t('stars.good'), t('stars.veryGood'), t('stars.excellent')];
  const name = useId();
  return (
    <fieldset aria-describedby={error ? `${name}-err` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{t('stars.legend')}</legend>
      <div className="mt-1 flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="cursor-pointer rounded-lg p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600">
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} className="sr-only" />
            <Star className={cn('h-8 w-8', n <= value ? 'fill-sun text-amber-600' : 'text-stone-400')} aria-hidden="true" />
            <span className="sr-only">{t('stars.count', { count: n })}</span>
          </label>
        ))}
        {value > 0 && <span className="ml-2 text-sm text-stone-700">{words[value]}</span>}
      </div>
      {error && (
        <p id={`${name}-err`} className="mt-1 text-sm text-tomato-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function Stars({ rating, size = 'h-4 w-4' }: { rating: number; size?: string }) {
  const { t } = useTranslation('reviews');
  return (
    <span className="inline-flex" role="img" aria-label={t('stars.outOf5', { rating })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={cn(size, i <= rating ? 'fill-sun text-amber-600' : 'text-stone-300')} aria-hidden="true" />
      ))}
    </span>
  );
}
