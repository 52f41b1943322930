import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { AlertTriangle, Car, CircleHelp, CircleCheck } from 'lucide-react';
import type { TripDetail } from '@common/schemas/trips';
import { paths } from '@/lib/paths';
import { dateKeyIn } from '@common/hours/phrases';
import { lang as langOf, nextChangeLabel, type Unit } from '@/features/farms';
import type { Language } from '@common/i18n/languages';
import { formatLegDistance, formatMinutes, formatStopTime } from '../format';

/** "Closes 5 PM" → "closes 5 PM" / "Cierra a las 17:00" → "cierra a las 17:00": the phrase inside a sentence. */
const midSentence = (phrase: string, lang: Language) => phrase.charAt(0).toLocaleLowerCase(lang) + phrase.slice(1);

/** The day stop by stop: the drive to each stand, when you get there on its clock, and whether it is open then. */
export function TripStopList({ trip, unit }: { trip: TripDetail; unit?: Unit }) {
  const { t, i18n } = useTranslation('trips');
  const lang = langOf(i18n);
  return (
    <ol aria-label={t('stopList.label')} className="space-y-3">
      {trip.stops.map((s, i) => {
        const arrival = new Date(s.arrival);
        const next = nextChangeLabel(s.atArrival, s.farm.timeZone, arrival, lang);
        return (
          <li key={s.farm.id}>
            {s.leg && (
              <p className="mb-2 ml-4 flex items-center gap-2 border-l-2 border-dashed border-stone-300 py-1 pl-5 text-sm text-stone-600">
                <Car className="h-4 w-4" aria-hidden="true" />
                {t('stopList.drive', { distance: formatLegDistance(s.leg.km, unit, lang), time: formatMinutes(s.leg.minutes) })}
              </p>
            )}
            <article
              aria-label={t('stopList.stop', { n: i + 1, name: s.farm.name })}
              className="flex gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
            >
              <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-800 font-semibold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="font-semibold text-stone-900">
                  <Link href={paths.farm(s.farm.id)} className="hover:underline">
                    {s.farm.name}
                  </Link>
                </h3>
                <p className="text-sm text-stone-600">{[s.farm.address, s.farm.city, s.farm.region].filter(Boolean).join(', ')}</p>
                <p className="mt-1 font-medium text-stone-900">
                  {/* The day is said when it is not the trip's (arriving) or the arrival's (leaving). */}
                  {t('stopList.times', {
                    arrive: formatStopTime(s.arrival, s.farm.timeZone, trip.date, lang),
                    leave: formatStopTime(s.departure, s.farm.timeZone, dateKeyIn(s.farm.timeZone, arrival), lang),
                  })}
                </p>
                {s.atArrival.status === 'closed' && (
                  <p className="mt-2 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-tomato-700">
                    <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    <span>{next ? t('stopList.closedNext', { next: midSentence(next, lang) }) : t('stopList.closed')}</span>
                  </p>
                )}
                {s.atArrival.status === 'open' && (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-brand-800">
                    <CircleCheck className="h-4 w-4" aria-hidden="true" /> {t('stopList.open')}
                    {/* No next change: open around the clock, which "Open when you arrive" already says. */}
                    {next && s.atArrival.nextChange ? ` · ${midSentence(next, lang)}` : ''}
                  </p>
                )}
                {s.atArrival.status === 'unknown' && (
                  <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-600">
                    <CircleHelp className="h-4 w-4" aria-hidden="true" /> {t('stopList.unknown')}
                  </p>
                )}
              </div>
            </article>
          </li>
        );
      })}
    </ol>
  );
}
