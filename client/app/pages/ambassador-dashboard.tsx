import { Trans, useTranslation } from '@/lib/i18n/react';
import { formatDate } from '@common/i18n/format';
import type { Language } from '@common/i18n/languages';
import { useState } from 'react';
import { Link } from 'wouter';
import { Megaphone } from 'lucide-react';
import { paths } from '@/lib/paths';
import { RangeSelect } from '@/components/charts/range-select';
import { SeriesChart } from '@/components/charts/series-chart';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAmbassadorDashboard } from '@/features/ambassadors/api/ambassadors';
import { ReferralLink } from '@/features/ambassadors/components/referral-link';
import { errorMessage, ApiError } from '@/lib/api-client';

// t('pages:ambassadorDashboard.status.published') t('pages:ambassadorDashboard.status.draft') t('pages:ambassadorDashboard.status.suspended')
const STATUSES = ['published', 'draft', 'suspended'] as const;
const isStatus = (s: string): s is (typeof STATUSES)[number] => (STATUSES as readonly string[]).includes(s);

export default function AmbassadorDashboardPage() {
  const { t, i18n } = useTranslation('pages');
  const [days, setDays] = useState(90);
  const { data, isPending, error } = useAmbassadorDashboard(days);
  if (isPending) return <Spinner label={t('ambassadorDashboard.loading')} centered className="mx-auto mt-20" />;
  if (error instanceof ApiError && error.status === 403)
    return (
      <Page title={t('ambassadorDashboard.title')}>
        <EmptyState
          icon={<Megaphone className="h-8 w-8" aria-hidden="true" />}
          title={t('ambassadorDashboard.notApproved')}
          actions={
            <Button asChild>
              <Link href={paths.ambassador}>{t('ambassadorDashboard.about')}</Link>
            </Button>
          }
        >
          <p>{t('ambassadorDashboard.notApprovedBody')}</p>
        </EmptyState>
      </Page>
    );
  if (error || !data)
    return (
      <Page title={t('ambassadorDashboard.title')}>
        <p role="alert">{errorMessage(error)}</p>
      </Page>
    );
  const tiles = [
    [t('ambassadorDashboard.signups'), data.totals.signups],
    [t('ambassadorDashboard.listings'), data.totals.listings],
    [t('ambassadorDashboard.published'), data.totals.publishedListings],
  ] as const;
  return (
    <Page title={t('ambassadorDashboard.title')} wide lead={t('ambassadorDashboard.lead')}>
      <section aria-labelledby="your-link" className="rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <h2 id="your-link" className="text-xl font-semibold text-stone-900">
          {t('ambassadorDashboard.link')}
        </h2>
        <p className="mb-3 mt-1 text-stone-700">
          <Trans t={t} i18nKey="ambassadorDashboard.code" values={{ code: data.code }} components={{ code: <span className="font-mono font-semibold" /> }} />
        </p>
        <ReferralLink link={data.link} />
      </section>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {tiles.map(([label, value]) => (
          <li key={label} className="rounded-2xl bg-white p-4 ring-1 ring-stone-200">
            <p className="text-sm text-stone-700">{label}</p>
            <p className="mt-1 text-3xl font-semibold tabular-nums text-brand-900">{value}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 space-y-3">
        <RangeSelect days={days} onChange={setDays} />
        <SeriesChart title={t('ambassadorDashboard.chart')} series={data.series} />
      </div>
      <section aria-labelledby="recent" className="mt-8">
        <h2 id="recent" className="text-2xl font-semibold text-brand-900">
          {t('ambassadorDashboard.latest')}
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3 text-stone-700">{t('ambassadorDashboard.none')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {data.recent.map((r, i) => (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span>
                  {r.listing ? (
                    <>
                      <Trans
                        t={t}
                        i18nKey="ambassadorDashboard.created"
                        values={{ name: r.firstName, listing: r.listing.name }}
                        components={{
                          listing:
                            r.listing.status === 'published' ? (
                              <Link href={paths.farm(r.listing.id)} className="font-medium text-brand-800 underline" />
                            ) : (
                              <span className="font-medium" />
                            ),
                        }}
                      />{' '}
                      <span className="text-sm text-stone-600">
                        ({isStatus(r.listing.status) ? t(`ambassadorDashboard.status.${r.listing.status}`) : r.listing.status})
                      </span>
                    </>
                  ) : (
                    <>{t('ambassadorDashboard.signedUp', { name: r.firstName })}</>
                  )}
                </span>
                <time dateTime={r.at} className="text-sm text-stone-600">
                  {formatDate(new Date(r.at), i18n.language as Language)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
