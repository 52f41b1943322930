import { Link } from 'wouter';
import { CalendarDays } from 'lucide-react';
import type { TripSummary } from '@common/schemas/trips';
import { paths } from '@/app/paths';
import { formatTripDate } from '../format';

/** A trip in a list: name, day, how many stops and which. */
export function TripCard({ trip: t }: { trip: TripSummary }) {
  return (
    <Link href={paths.trip(t.id)} className="block h-full rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 transition hover:shadow-md">
      <span className="block font-display text-lg font-semibold text-stone-900">{t.name}</span>
      <span className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
        <CalendarDays className="h-4 w-4" aria-hidden="true" /> {formatTripDate(t.date)} · {t.stopCount} {t.stopCount === 1 ? 'stop' : 'stops'}
      </span>
      {t.stopNames.length > 0 && <span className="mt-1 block truncate text-sm text-stone-600">{t.stopNames.join(' → ')}</span>}
    </Link>
  );
}
