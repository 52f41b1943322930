import { CalendarClock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import { lang } from '@/features/farms';
import { useComingUp } from '../api/get-area-seasons';
import { monthDay } from '../month-day';

interface ComingUpProps {
  /** GET query of the place: near|location, radius, unit. */
  placeQuery: string;
  radius: number;
  unit: 'mi' | 'km';
  enabled: boolean;
}

/**
 * "Coming up near you" on /in-season (issue 32 point 2): crops no stand nearby has available yet, with their usual start
 * here, from the stands' histories (decision 063 "In an area"). Nothing at all where there is too little history.
 */
export function ComingUp({ placeQuery, radius, unit, enabled }: ComingUpProps) {
  const { t, i18n } = useTranslation('inSeason');
  const { data } = useComingUp(placeQuery, enabled);
  if (!data?.items.length) return null;
  const language = lang(i18n);
  return (
    <section aria-labelledby="coming-up-heading" className="mt-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-5">
      <h2 id="coming-up-heading" className="flex items-center gap-2 font-display text-xl font-semibold text-stone-900">
        <CalendarClock className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('comingUp.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('comingUp.how')}</p>
      <ul className="mt-3 divide-y divide-stone-100">
        {data.items.map((c) => (
          <li key={c.product} className="py-2 text-stone-800">
            {t('comingUp.line', { product: c.product, from: monthDay(c.from, language), count: c.stands, radius, unit })}
          </li>
        ))}
      </ul>
    </section>
  );
}
