import { Clock } from 'lucide-react';
import { useTranslation } from '@/lib/i18n/react';
import type { FarmDetail } from '@common/schemas/farms';
import { formatClockRange } from '@common/hours/clock';
import { formatMonthDay, formatWeekdayShort } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { useNow } from '@/lib/render-clock';
import { cn } from '@/lib/utils';
import { dateKeyIn, lang as langOf, seasonOf } from '../format';

type Week = FarmDetail['hours']['week'];

const noon = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d, 12));
};
/** "May 1" / "1 may" of a local date. */
const dayLabel = (date: string, lang: Language) => formatMonthDay(noon(date), 'UTC', lang);
/** The server's English weekday ("Mon") in English, Intl's ("lun") in another language. */
const weekdayLabel = (day: { date: string; weekday: string }, lang: Language) =>
  lang === 'en' ? day.weekday : formatWeekdayShort(noon(day.date), 'UTC', lang);

/** One day's hours: "8:00 AM – 5:00 PM, 6:00 PM – 8:00 PM", or `allDay` for a day open from midnight to midnight. */
export function dayHoursText(intervals: Week[number]['intervals'], lang: Language, allDay: string): string {
  if (intervals.length === 1 && intervals[0].from === '00:00' && intervals[0].to === '24:00') return allDay;
  return intervals.map((iv) => formatClockRange(iv.from, iv.to, lang)).join(', ');
}

/** The next seven days as the server computed them in the stand's zone (seasons and holidays included). */
export function HoursTable({ week, timeZone, comment, openingHours }: { week: Week; timeZone: string; comment: string | null; openingHours: string | null }) {
  const { t, i18n } = useTranslation('farms');
  const lang = langOf(i18n);
  const now = useNow();
  if (!openingHours || week.length === 0) {
    return (
      <p className="flex items-start gap-2 rounded-xl bg-stone-100 p-3 text-stone-700">
        <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{t('hours.notListed')}</span>
      </p>
    );
  }
  const today = dateKeyIn(timeZone, now);
  const season = seasonOf(openingHours, lang);
  return (
    <div>
      {season && (
        <p className="mb-2 text-stone-800">
          <span className="font-semibold">{t('hours.season')}</span> {season}
          {week.every((d) => d.intervals.length === 0) && <span className="text-stone-600"> {t('hours.closedForNow')}</span>}
        </p>
      )}
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('hours.caption')}</caption>
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
                  {weekdayLabel(day, lang)} <span className="font-normal text-stone-600">{dayLabel(day.date, lang)}</span>
                  {isToday && <span className="ml-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">{t('hours.today')}</span>}
                </th>
                <td className="py-2 pr-2 text-right">
                  {day.intervals.length ? dayHoursText(day.intervals, lang, t('hours.allDay')) : <span className="text-stone-600">{t('open.closed')}</span>}
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
