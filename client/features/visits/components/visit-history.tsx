import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { INTL_LOCALE } from '@common/i18n/languages';
import { lang as langOf } from '@/features/farms';
import { BadgeCheck, CircleDashed, Footprints } from 'lucide-react';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useVisits } from '../api/get-visits';

const formatDay = (date: string, locale: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString(locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** The user's check-ins, newest first. */
export function VisitHistory() {
  const { t, i18n } = useTranslation('visits');
  const locale = INTL_LOCALE[langOf(i18n)];
  const visits = useVisits();
  const items = visits.data?.pages.flatMap((p) => p.items) ?? [];
  if (visits.isPending) return <Spinner label={t('history.loading')} />;
  if (!items.length) {
    return (
      <p className="flex items-center gap-2 rounded-2xl bg-white p-4 text-stone-700 ring-1 ring-stone-200">
        <Footprints className="h-5 w-5 text-brand-600" aria-hidden="true" /> {t('history.empty')}
      </p>
    );
  }
  return (
    <>
      <ul aria-label={t('history.label')} className="divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
        {items.map((v) => (
          <li key={v.id} className="flex items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <Link href={paths.farm(v.farm.id)} className="font-semibold text-stone-900 hover:text-brand-800 hover:underline">
                {v.farm.name}
              </Link>
              <p className="text-sm text-stone-600">
                {formatDay(v.date, locale)}
                {v.farm.city && ` · ${v.farm.city}${v.farm.region ? `, ${v.farm.region}` : ''}`}
              </p>
            </div>
            {v.verified ? (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                <BadgeCheck className="h-3.5 w-3.5" aria-hidden="true" /> {t('history.verified')}
              </span>
            ) : (
              <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-semibold text-stone-700">
                <CircleDashed className="h-3.5 w-3.5" aria-hidden="true" /> {t('history.unverified')}
              </span>
            )}
          </li>
        ))}
      </ul>
      {visits.hasNextPage && (
        <Button variant="secondary" className="mt-3" onClick={() => void visits.fetchNextPage()} disabled={visits.isFetchingNextPage}>
          {t('history.older')}
        </Button>
      )}
    </>
  );
}
