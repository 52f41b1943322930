import { Link } from 'wouter';
import { Bell, CalendarDays, Download, Heart, MessageSquare, Route, Star, Trophy } from 'lucide-react';
import { paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Section, Steps } from './blocks';

const FIND_STEPS = [
  {
    title: 'Search by ZIP code, town or your location',
    body: (
      <p>
        Type a ZIP code or a city and we look it up on our own servers, no third-party map service involved. Or tap “Open now near me” and let your browser
        share your position for that one search. Filter by what you want (eggs, honey, pick-your-own) and what matters to you: organic, accepts cards, SNAP/EBT,
        WIC, wheelchair accessible.
      </p>
    ),
  },
  {
    title: 'See who is open right now',
    body: (
      <p>
        Every listing’s hours are kept with its own time zone, so a stand across a time-zone line still shows the right answer. Seasons (“May to October”),
        holidays and sunrise-to-sunset hours are all taken into account, and you can plan ahead: “who’s open Saturday at 9?”. When a farmer hasn’t given hours,
        the listing says <strong>Hours not listed</strong>. We never guess “closed”.
      </p>
    ),
  },
  {
    title: 'Check what’s in today',
    body: (
      <p>
        Farmers mark products available or sold out from their phone, and every listing shows when it was last updated, so “updated 2 h ago” tells you how fresh
        the news is. Prices and notes (“bring a cooler”, “cash only”) come straight from the farm.
      </p>
    ),
  },
  {
    title: 'Go, and check in',
    body: (
      <p>
        Directions open in your maps app. When you get there, tap <strong>Check in</strong>: if your phone puts you within 500 m of the stand, the visit is
        verified and added to your history. One check-in per stand per day.
      </p>
    ),
  },
];

const ACCOUNT_FEATURES = [
  {
    icon: Heart,
    title: 'Favorites',
    body: <p>Tap the heart on any stand. Your favorites page shows which ones are open now, and their updates reach you first.</p>,
  },
  {
    icon: Bell,
    title: 'Updates from the farm',
    body: (
      <p>
        When a farmer posts “Sweet corn is in!”, followers get it as a message and a notification. Choose push, email or neither for each kind of update, or
        mute one stand.
      </p>
    ),
  },
  {
    icon: Route,
    title: 'Day-trip planner',
    body: <p>Pick a start point and time, add stops, and see drive times and arrival times. We warn you when a stop will be closed when you get there.</p>,
  },
  {
    icon: CalendarDays,
    title: 'Optimize the order',
    body: <p>One tap reorders your stops so the most are open on arrival, then for the least driving.</p>,
  },
  {
    icon: Download,
    title: 'Take it with you',
    body: <p>Export a trip as GPX for a GPS or as an iCalendar file for your calendar, or open the whole route in your maps app.</p>,
  },
  {
    icon: Star,
    title: 'Reviews',
    body: (
      <p>One review per person per stand, one to five stars and a few words. Farmers can reply once, and anyone can report a review that breaks the rules.</p>
    ),
  },
  {
    icon: MessageSquare,
    title: 'Message the farmer',
    body: <p>Ask whether there are eggs left or if they’ll be open on the holiday. Conversations live in your Messages and arrive as they are sent.</p>,
  },
  {
    icon: Trophy,
    title: 'Badges',
    body: <p>First visit, ten different stands, a trip with three or more stops, a visit in every season: badges track real visits, not clicks.</p>,
  },
];

export default function HowItWorksPage() {
  return (
    <Page
      eyebrow="How it works"
      title="Find what’s fresh and open, near you"
      lead="Farm Stand Finder answers one question well: who near me is open right now, and what do they have today?"
    >
      <Section title="Finding a stand" lead="Searching, browsing and checking hours need no account.">
        <Steps steps={FIND_STEPS} />
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link href={paths.browse}>Browse farm stands</Link>
          </Button>
          <Button asChild variant="secondary">
            <Link href={paths.openNow}>See what’s open now</Link>
          </Button>
        </div>
      </Section>

      <Section
        title="With a free account"
        lead="Sign up to keep favorites, plan trips, review and message farmers. The map of every stand is there too once you are signed in."
      >
        <FeatureGrid items={ACCOUNT_FEATURES} />
      </Section>

      <Section title="Where the listings come from">
        <div className="space-y-4 text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
          <p>
            Most listings are created and kept up to date by the farmers themselves. To make sure the map isn’t empty in a new area, we also load public
            directories such as the USDA National Farmers Market Directory and farm shops mapped by OpenStreetMap contributors. Those listings show where they
            came from until the farm takes them over.
          </p>
          <p>
            A <strong>Verified</strong> badge means someone on our team has confirmed the stand exists and is run by the person managing the listing. Spot a
            stand that has closed for good, or hours that are wrong? Write to <a href="mailto:support@farmstandfinder.com">support@farmstandfinder.com</a>.
          </p>
        </div>
      </Section>

      <CtaPanel
        title="Grow it, sell it, say so"
        actions={
          <>
            <Button asChild variant="sun">
              <Link href={paths.join}>List your stand for free</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.farmers}>What farmers get</Link>
            </Button>
          </>
        }
      >
        <p>
          Farmers set hours once with a simple weekly grid, mark what’s available today in a tap, and tell every follower when the first strawberries are
          picked. Free, with no commission.
        </p>
      </CtaPanel>
    </Page>
  );
}
