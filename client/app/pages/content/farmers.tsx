import { Link } from 'wouter';
import { ChartLine, Clock, HandCoins, Megaphone, MessageSquareReply, ShieldCheck, Smartphone, ToggleRight } from 'lucide-react';
import { paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Section } from './blocks';

const BENEFITS = [
  {
    icon: Clock,
    title: 'Open-now accuracy',
    body: (
      <p>
        Fill in a weekly grid, add your season (say, June to October) and whether you close on public holidays. Open from sunrise to sunset? That works too. We
        show open or closed in your own time zone, with “closes at 6 pm” and a seven-day table.
      </p>
    ),
  },
  {
    icon: ToggleRight,
    title: 'One tap: “available today”',
    body: (
      <p>
        Flip products on and off as they come in and sell out, with an optional price, unit and note (“$4 a quart, bring your own basket”). Your listing shows
        when it was last updated, so shoppers trust it.
      </p>
    ),
  },
  {
    icon: Megaphone,
    title: 'Message all your followers',
    body: (
      <p>
        Anyone who favorites your stand follows it. Write once, “Sweet corn is in!”, and mark the corn available in the same step. Followers get it in their
        messages and as a push or email notification. A few per listing per day keeps them welcome.
      </p>
    ),
  },
  {
    icon: MessageSquareReply,
    title: 'Reviews and replies',
    body: (
      <p>
        Customers leave one review each. You can reply once, publicly, to thank a regular or explain that the peaches were early this year. Reviews that break
        the rules can be reported to our team.
      </p>
    ),
  },
  {
    icon: ChartLine,
    title: 'A dashboard that tells you something',
    body: (
      <p>
        Charts of listing views, new favorites, messages and your rating over time, plus a health check that flags missing hours or availability you haven’t
        touched in a while.
      </p>
    ),
  },
  {
    icon: HandCoins,
    title: 'Free, no commission',
    body: <p>No listing fee, no cut of your sales, no payment processing in the middle. Customers pay you the way they always have.</p>,
  },
];

const ALSO = [
  {
    icon: Smartphone,
    title: 'Made for the phone in your pocket',
    body: <p>Everything works from a phone on patchy signal. Add Farm Stand Finder to your home screen and it opens like an app.</p>,
  },
  {
    icon: ShieldCheck,
    title: 'Your listing, your account',
    body: <p>Only you can edit your listing. Turn on two-factor sign-in, and our team can add a Verified badge once we’ve confirmed the stand is yours.</p>,
  },
];

export default function FarmersPage() {
  return (
    <Page
      eyebrow="For farm stand owners"
      title="Spend a minute a day, not an evening"
      lead="Farm Stand Finder keeps your hours right and your regulars in the loop, so the people who drive out find you open and stocked."
    >
      <div className="flex flex-wrap gap-3">
        <Button asChild size="lg">
          <Link href={paths.join}>List your stand for free</Link>
        </Button>
        <Button asChild variant="secondary" size="lg">
          <Link href={paths.successStories}>How other farms use it</Link>
        </Button>
      </div>

      <Section title="What you get" className="mt-14">
        <FeatureGrid items={BENEFITS} />
      </Section>

      <Section title="Built around how stands really run">
        <FeatureGrid items={ALSO} />
        <p className="mt-6 text-stone-700">
          Sell at a farmers market instead, or run one?{' '}
          <Link href={paths.marketVendors} className="font-medium text-brand-700 underline">
            See how markets and market stalls work
          </Link>
          .
        </p>
      </Section>

      <CtaPanel
        title="Five minutes to your first listing"
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>Get started free</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.support}>Questions? Read the FAQ</Link>
            </Button>
          </>
        }
      >
        <p>Have your hours and what you sell to hand. You can save a draft and finish it between customers.</p>
      </CtaPanel>
    </Page>
  );
}
