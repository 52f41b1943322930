import { useTranslation } from '@/lib/i18n/react';
import { AlertTriangle } from 'lucide-react';
import type { TripDetail } from '@common/schemas/trips';
import { clockIn, lang as langOf } from '@/features/farms';
import { firstStopPastTheDay, formatMinutes, formatStopDay } from '../format';

/** Said plainly when the stops are so far apart that the plan runs past its day (a stop reached after midnight). */
export function PastDayWarning({ trip }: { trip: Pick<TripDetail, 'date' | 'stops' | 'totals'> }) {
  const { t, i18n } = useTranslation('trips');
  const lang = langOf(i18n);
  const late = firstStopPastTheDay(trip);
  if (!late) return null;
  const at = new Date(late.arrival);
  return (
    <p className="mt-3 flex items-start gap-2 rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-tomato-700">
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>
        {t('pastDay', {
          driving: formatMinutes(trip.totals.driveMinutes),
          name: late.farm.name,
          day: formatStopDay(at, late.farm.timeZone, lang),
          time: clockIn(at, late.farm.timeZone, lang),
        })}
      </span>
    </p>
  );
}
