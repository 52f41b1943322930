import { dateTimeFormat } from '@common/i18n/format';
import type { CropSeason } from '@common/schemas/seasons';
import { Link } from 'wouter';
import { useTranslation } from '@/lib/i18n/react';
import { lang } from '@/features/farms';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { monthDay } from '../month-day';

const MONTHS = Array.from({ length: 12 }, (_, m) => m);

/** The month's short name in the reader's language ("Jun", "jun"). */
const monthName = (m: number, language: string, month: 'short' | 'long') =>
  dateTimeFormat(language, { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2001, m, 15)));

interface CropCalendarProps {
  crops: CropSeason[];
  /** The page's address query of the place (near|location, radius, unit), carried to /browse. */
  placeSearch: string;
  caption: string;
}

/**
 * The crop calendar (issue 32 point 4): a real table, a crop per row and a month per column, each cell saying in text how
 * many stands nearby usually have the crop that month (the shade only repeats it). At 390 px the table scrolls
 * sideways in its own focusable region while the crop column stays put.
 */
export function CropCalendar({ crops, placeSearch, caption }: CropCalendarProps) {
  const { t, i18n } = useTranslation('inSeason');
  const language = lang(i18n);
  const thisMonth = new Date().getMonth();
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="sticky left-0 z-10 min-w-36 bg-white px-3 py-2 text-left font-semibold text-stone-900 sm:min-w-48">
              {t('calendar.crop')}
            </th>
            {MONTHS.map((m) => (
              <th
                key={m}
                scope="col"
                className={cn('min-w-10 px-1 py-2 text-center font-semibold text-stone-700', m === thisMonth && 'bg-sun/25 text-stone-900')}
              >
                <abbr title={monthName(m, language, 'long')} className="no-underline">
                  {monthName(m, language, 'short')}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {crops.map((c) => {
            const most = Math.max(...c.months);
            return (
              <tr key={c.product}>
                <th scope="row" className="sticky left-0 z-10 border-t border-stone-100 bg-white px-3 py-2 text-left font-normal">
                  <Link
                    href={`${paths.browse}?${new URLSearchParams([...new URLSearchParams(placeSearch), ['q', c.product]])}`}
                    className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
                  >
                    {c.product}
                  </Link>
                  <span className="block text-xs text-stone-700">
                    {t('calendar.span', { from: monthDay(c.from, language), until: monthDay(c.until, language) })}
                  </span>
                  <span className="block text-xs text-stone-700">{t('calendar.stands', { count: c.stands })}</span>
                </th>
                {c.months.map((n, m) => (
                  <td
                    key={m}
                    className={cn(
                      'border-t border-l border-stone-100 px-1 py-2 text-center tabular-nums',
                      n === 0 ? 'text-stone-500' : n / most > 0.5 ? 'bg-brand-600 font-semibold text-white' : 'bg-brand-100 text-brand-900',
                    )}
                  >
                    {n === 0 ? (
                      <>
                        <span aria-hidden="true">·</span>
                        <span className="sr-only">{t('calendar.none')}</span>
                      </>
                    ) : (
                      n
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
