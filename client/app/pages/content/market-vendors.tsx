import { Link } from 'wouter';
import { CalendarClock, Megaphone, Search, Store, Tags, ToggleRight } from 'lucide-react';
import { paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Section, Steps } from './blocks';

const MANAGERS = [
  {
    icon: CalendarClock,
    title: 'Market days and seasons',
    body: (
      <p>
        “Saturdays 8 am to 1 pm, May to November; Wednesdays 3 to 7 pm, June to September.” Set each market day and season in a weekly grid, and shoppers see
        whether the market is on right now, in your time zone.
      </p>
    ),
  },
  {
    icon: Tags,
    title: 'SNAP/EBT, WIC and more',
    body: (
      <p>
        Flag that the market accepts SNAP/EBT or WIC, takes cards, has parking or is wheelchair accessible. Shoppers can filter on each of these, so families
        looking for a market that takes their benefits can find yours.
      </p>
    ),
  },
  {
    icon: Search,
    title: 'Found by what people want',
    body: (
      <p>
        Shoppers search for “peaches” or “goat cheese”, not for market names. List what the market’s stalls bring as products and switch them on as the season
        turns, and your market comes up in those searches, nearest first.
      </p>
    ),
  },
  {
    icon: Megaphone,
    title: 'Tell market-goers what’s on',
    body: <p>Everyone who favorites the market follows it. Send one message: “Peach festival this Saturday, 20 stalls, live music.”</p>,
  },
];

const VENDORS = [
  {
    icon: Store,
    title: 'A listing for each market you attend',
    body: (
      <p>
        One account can run several listings. Add a “Market stall” listing for each market you attend, at that market’s address with your days there, so
        customers find you on Wednesday and on Saturday.
      </p>
    ),
  },
  {
    icon: ToggleRight,
    title: 'What you’re bringing',
    body: <p>Mark products available the night before, with prices if you like, so regulars know the goat cheese is coming before they set out.</p>,
  },
];

const STEPS = [
  { title: 'Create a free farmer account', body: <p>Managers and vendors both sign up as farmers: under “I am…”, choose “Running a farm stand”.</p> },
  {
    title: 'Add the market or your stall',
    body: <p>Choose “Farmers market” for the market itself, or “Market stall” for a vendor, then set the place and days.</p>,
  },
  {
    title: 'Set your days and season',
    body: <p>Tick the days in the weekly grid and set the season; shoppers see whether you’re there right now and when you’re next in.</p>,
  },
  { title: 'Keep it current', body: <p>Update availability and send the occasional message to followers. It takes a minute from your phone.</p> },
];

export default function MarketVendorsPage() {
  return (
    <Page
      eyebrow="Farmers markets"
      title="For market managers and market vendors"
      lead="Put your market on the map with its real days and seasons, and let every stall show what it’s bringing."
    >
      <Section title="If you run a market">
        <FeatureGrid items={MANAGERS} />
      </Section>

      <Section title="If you sell at a market">
        <FeatureGrid items={VENDORS} />
      </Section>

      <Section title="Getting set up">
        <Steps steps={STEPS} />
        <p className="mt-6 text-stone-700">
          Your market may already be listed, imported from the USDA National Farmers Market Directory. If so, create your account and email{' '}
          <a href="mailto:support@farmstandfinder.com" className="font-medium text-brand-700 underline">
            support@farmstandfinder.com
          </a>{' '}
          with the market’s name and your role, and we’ll hand the listing over.
        </p>
      </Section>

      <CtaPanel
        title="Listing a market is free"
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>List your market or stall</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.farmers}>Features for farmers</Link>
            </Button>
          </>
        }
      >
        <p>For market managers and vendors alike: no fees, no commission, and shoppers pay you directly.</p>
      </CtaPanel>
    </Page>
  );
}
