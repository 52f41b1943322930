import { Link } from 'wouter';
import { ChartColumn, Handshake, Link2, MapPinned, Megaphone, ShieldCheck } from 'lucide-react';
import { authHref, paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText, useUser } from '@/features/auth/api/use-user';
import { useMyApplication } from '@/features/ambassadors/api/ambassadors';
import { ApplyForm } from '@/features/ambassadors/components/apply-form';
import { ReferralLink } from '@/features/ambassadors/components/referral-link';
import { FeatureGrid, Section, Steps } from './blocks';

const WHAT_YOU_DO = [
  {
    icon: MapPinned,
    title: 'Know your back roads',
    body: <p>You know the egg stand by the church and the orchard that opens in September. Tell them about Farm Stand Finder.</p>,
  },
  {
    icon: Handshake,
    title: 'Help a farmer get listed',
    body: <p>Sit with a farmer for five minutes and help them set up their free listing: hours, season, what they sell, how they take payment.</p>,
  },
  {
    icon: Megaphone,
    title: 'Spread the word',
    body: <p>Share your link at the market, in the community newsletter, or on the bulletin board at the feed store.</p>,
  },
];

const WHAT_YOU_GET = [
  {
    icon: Link2,
    title: 'Your own referral link',
    body: (
      <p>
        Approved ambassadors get a personal link like <span className="font-mono text-sm">farmstandfinder.com/join?ref=YOURCODE</span>. Farmers who sign up
        through it are credited to you, and it costs them nothing.
      </p>
    ),
  },
  {
    icon: ChartColumn,
    title: 'A dashboard of your sign-ups',
    body: <p>See who signed up through your link and which of their listings are published, so you know who might need a hand finishing.</p>,
  },
];

const APPLY_STEPS = [
  { title: 'Sign in or create a free account', body: <p>Any account type works: you don’t need to run a farm to help one get found.</p> },
  {
    title: 'Apply from this page',
    body: <p>Once you’re signed in, the form is at the bottom of this page. Tell us about the area you know and the stands you have in mind.</p>,
  },
  {
    title: 'We review every application',
    body: <p>A person on our team reads it and lets you know by email. Once approved, your link and dashboard are ready.</p>,
  },
];

function SignedInApply({ firstName }: { firstName: string }) {
  const { data, isPending, error } = useMyApplication(true);
  if (isPending) return <Spinner label="Loading your application" />;
  if (error || !data) return <p role="alert">Your application could not be loaded: {errorText(error)}</p>;
  const app = data.application;
  if (app?.status === 'approved' && app.link)
    return (
      <div className="mt-3 max-w-xl space-y-4">
        <p>You’re an approved ambassador. Share your link with the stands you know: farmers who sign up through it are credited to you.</p>
        <ReferralLink link={app.link} dark />
        <Button asChild variant="sun">
          <Link href={paths.ambassadorDashboard}>Open your ambassador dashboard</Link>
        </Button>
      </div>
    );
  if (app?.status === 'pending')
    return (
      <p role="status" className="mt-3 max-w-xl">
        Thanks, {firstName}: your application for {app.area} is with our team. A person reads every one, and we’ll email you when it has been reviewed.
      </p>
    );
  return (
    <div className="mt-3">
      <p className="max-w-xl">
        {app?.status === 'rejected'
          ? 'We couldn’t approve your last application. If something has changed, tell us more and apply again.'
          : 'Tell us where you know stands and what you’d like to do. It takes two minutes.'}
      </p>
      <ApplyForm />
    </div>
  );
}

function ApplyPanel() {
  const { user, isLoading } = useUser();
  if (isLoading) return <div className="h-40 animate-pulse rounded-3xl bg-brand-100" aria-hidden="true" />;
  return (
    <section aria-labelledby="apply" className="rounded-3xl bg-brand-900 px-6 py-10 text-brand-100 sm:px-10">
      <h2 id="apply" className="text-2xl font-semibold text-white sm:text-3xl">
        {user ? `Apply, ${user.firstName}` : 'Apply to be an ambassador'}
      </h2>
      {user ? (
        <SignedInApply firstName={user.firstName} />
      ) : (
        <div className="mt-3 max-w-xl">
          <p>The application opens after you sign in, so we can link your referral code to your account.</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild variant="sun" size="lg">
              <Link href={authHref(paths.ambassador)}>Sign in to apply</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={`${paths.auth}?mode=register&next=${encodeURIComponent(paths.ambassador)}`}>Create a free account</Link>
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

export default function AmbassadorPage() {
  return (
    <Page
      eyebrow="Ambassador program"
      title="Help the stands near you get found"
      lead="Ambassadors are locals who help farm stands, u-picks and market vendors in their area get listed on Farm Stand Finder."
    >
      <Section title="What ambassadors do">
        <FeatureGrid items={WHAT_YOU_DO} className="sm:grid-cols-1 md:grid-cols-3" />
      </Section>

      <Section title="What approved ambassadors get">
        <FeatureGrid items={WHAT_YOU_GET} />
      </Section>

      <Section title="What we ask">
        <div className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <ShieldCheck className="h-7 w-7 shrink-0 text-brand-700" aria-hidden="true" />
          <ul className="space-y-2 text-stone-800">
            <li>Listing is free: never charge a farmer or ask for anything in return.</li>
            <li>Don’t make promises on our behalf, and take “no thanks” for an answer.</li>
            <li>Only help create a listing with the farm’s permission, and let the farmer own their account.</li>
          </ul>
        </div>
      </Section>

      <Section title="How to apply">
        <Steps steps={APPLY_STEPS} />
      </Section>

      <div className="mt-14">
        <ApplyPanel />
      </div>
    </Page>
  );
}
