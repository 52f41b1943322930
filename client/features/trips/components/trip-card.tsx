import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { CalendarDays } from 'lucide-react';
import type { Language } from '@common/i18n/languages';
import type { TripSummary } from '@common/schemas/trips';
import { paths } from '@/lib/paths';
import { useNow } from '@/lib/render-clock';
import { formatTripDate } from '../format';

/** A trip in a list: name, day, how many stops and which. */
export function TripCard({ trip }: { trip: TripSummary }) {
  const { t, i18n } = useTranslation('trips');
  const now = useNow();
  return (
    <Link href={paths.trip(trip.id)} className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <span className="block font-display text-lg font-semibold text-stone-900">{trip.name}</span>
      <span className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
        <CalendarDays className="h-4 w-4" aria-hidden="true" /> {formatTripDate(trip.date, false, i18n.language as Language, now)} ·{' '}
        {t('stops', { count: trip.stopCount })}
      </span>
      {trip.stopNames.length > 0 && <span className="mt-1 block truncate text-sm text-stone-600">{trip.stopNames.join(' → ')}</span>}
    </Link>
  );
}
