import { useState } from 'react';
import { Link } from 'wouter';
import { Megaphone } from 'lucide-react';
import { paths } from '@/app/paths';
import { RangeSelect } from '@/components/charts/range-select';
import { SeriesChart } from '@/components/charts/series-chart';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAmbassadorDashboard } from '@/features/ambassadors/api/ambassadors';
import { ReferralLink } from '@/features/ambassadors/components/referral-link';
import { errorMessage, ApiError } from '@/lib/api-client';

const STATUS = { published: 'Published', draft: 'Draft, not yet published', suspended: 'Suspended' } as Record<string, string>;

export default function AmbassadorDashboardPage() {
  const [days, setDays] = useState(90);
  const { data, isPending, error } = useAmbassadorDashboard(days);
  if (isPending) return <Spinner label="Loading your dashboard" className="mx-auto mt-20 flex justify-center" />;
  if (error instanceof ApiError && error.status === 403)
    return (
      <Page title="Ambassador dashboard">
        <EmptyState
          icon={<Megaphone className="h-8 w-8" aria-hidden="true" />}
          title="Your dashboard opens once you’re approved"
          actions={
            <Button asChild>
              <Link href={paths.ambassador}>About the program and how to apply</Link>
            </Button>
          }
        >
          <p>Approved ambassadors see the sign-ups and listings that came through their referral link here, over time.</p>
        </EmptyState>
      </Page>
    );
  if (error || !data)
    return (
      <Page title="Ambassador dashboard">
        <p role="alert">{errorMessage(error)}</p>
      </Page>
    );
  const tiles = [
    ['Sign-ups through your link', data.totals.signups],
    ['Listings they created', data.totals.listings],
    ['Of those, published', data.totals.publishedListings],
  ] as const;
  return (
    <Page title="Ambassador dashboard" wide lead="Who signed up through your link, and how their listings are coming along.">
      <section aria-labelledby="your-link" className="rounded-3xl bg-white p-5 ring-1 ring-stone-200 sm:p-6">
        <h2 id="your-link" className="text-xl font-semibold text-stone-900">
          Your referral link
        </h2>
        <p className="mb-3 mt-1 text-stone-700">
          Code <span className="font-mono font-semibold">{data.code}</span>. Farmers who open it and sign up are credited to you, with every listing they
          create.
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
        <SeriesChart title="Sign-ups and listings through your link" series={data.series} />
      </div>
      <section aria-labelledby="recent" className="mt-8">
        <h2 id="recent" className="text-2xl font-semibold text-brand-900">
          Latest
        </h2>
        {data.recent.length === 0 ? (
          <p className="mt-3 text-stone-700">
            Nobody has signed up through your link yet. Share it at the market, on the feed-store board, or with a farmer you know.
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-200 rounded-2xl bg-white ring-1 ring-stone-200">
            {data.recent.map((r, i) => (
              <li key={i} className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3">
                <span>
                  {r.listing ? (
                    <>
                      {r.firstName} created{' '}
                      {r.listing.status === 'published' ? (
                        <Link href={paths.farm(r.listing.id)} className="font-medium text-brand-800 underline">
                          {r.listing.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{r.listing.name}</span>
                      )}{' '}
                      <span className="text-sm text-stone-600">({STATUS[r.listing.status] ?? r.listing.status})</span>
                    </>
                  ) : (
                    <>{r.firstName} signed up</>
                  )}
                </span>
                <time dateTime={r.at} className="text-sm text-stone-600">
                  {new Date(r.at).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' })}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
