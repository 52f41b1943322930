import { Clock } from 'lucide-react';
import type { FarmDetail } from '@common/schemas/farms';
import { formatClockRange } from '@common/hours/clock';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';
import { dateKeyIn, seasonOf } from '../format';

type Week = FarmDetail['hours']['week'];

function dayLabel(date: string) {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The next seven days as the server computed them in the stand's zone (seasons and holidays included). */
export function HoursTable({ week, timeZone, comment, openingHours }: { week: Week; timeZone: string; comment: string | null; openingHours: string | null }) {
  const now = useNow();
  if (!openingHours || week.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-stone-700">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>Hours not listed. The farmer hasn’t added opening hours yet: call ahead or check their website before you drive out.</span>
      </p>
    );
  }
  const today = dateKeyIn(timeZone, now);
  const season = seasonOf(openingHours);
  return (
    <div>
      {season && (
        <p className="mb-2 text-stone-800">
          <span className="font-semibold">Season:</span> {season}
          {week.every((d) => d.intervals.length === 0) && <span className="text-stone-600"> (closed for now)</span>}
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Opening hours for the next 7 days, in the stand’s local time</caption>
        <tbody>
          {week.map((day) => {
            const isToday = day.date === today;
            return (
              <tr
                key={day.date}
                aria-current={isToday ? 'date' : undefined}
                className={cn('border-b border-stone-100 last:border-0', isToday && 'bg-brand-50 font-semibold text-brand-900')}
              >
                <th scope="row" className="py-2 pl-2 pr-3 font-medium">
                  {day.weekday} <span className="font-normal text-stone-600">{dayLabel(day.date)}</span>
                  {isToday && <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">Today</span>}
                </th>
                <td className="py-2 pr-2 text-right">
                  {day.intervals.length ? (
                    day.intervals.map((iv) => formatClockRange(iv.from, iv.to)).join(', ')
                  ) : (
                    <span className="text-stone-600">Closed</span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {comment && <p className="mt-2 text-sm text-stone-700">{comment}</p>}
    </div>
  );
}
