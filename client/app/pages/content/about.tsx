import { Link } from 'wouter';
import { Clock, EyeOff, HandCoins, Signpost, Smartphone, Sprout } from 'lucide-react';
import { paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, FeatureGrid, Note, Section } from './blocks';

const BELIEFS = [
  {
    icon: Clock,
    title: 'Be right about “now”',
    body: (
      <p>
        The worst outcome is a twenty-minute drive to a padlocked stand. So hours are worked out in each stand’s own time zone, seasons included, and a listing
        without hours says “Hours not listed” rather than pretending to know.
      </p>
    ),
  },
  {
    icon: Sprout,
    title: 'Farmers own their listing',
    body: (
      <p>The farm writes its own description, sets its own hours and decides what’s available today. Listing is free, with no commission on what you sell.</p>
    ),
  },
  {
    icon: Smartphone,
    title: 'Made for a phone in a field',
    body: (
      <p>Pages load in small pieces for patchy rural signal, ZIP and town lookups need no outside service, and the app can be installed to your home screen.</p>
    ),
  },
  {
    icon: EyeOff,
    title: 'No tracking you around the web',
    body: (
      <p>
        We count page views on our own server. There are no third-party analytics or advertising trackers, and we don’t sell your data. Read the{' '}
        <Link href={paths.privacy}>privacy policy</Link>.
      </p>
    ),
  },
  {
    icon: HandCoins,
    title: 'Sponsors stay in their lane',
    body: <p>Sponsored content from farm-friendly businesses is always labelled as sponsored. It never changes search results or which stands show as open.</p>,
  },
  {
    icon: Signpost,
    title: 'Local knowledge counts',
    body: (
      <p>
        Our <Link href={paths.ambassador}>ambassadors</Link> are locals who know every stand on their back roads and help those farms get listed.
      </p>
    ),
  },
];

export default function AboutPage() {
  return (
    <Page eyebrow="About us" title="About Farm Stand Finder" lead="Connecting you with local farm stands: the shortest road from a field to your table.">
      <Section title="Why we built it">
        <div className="space-y-4 text-stone-800">
          <p>
            Some of the best food in the country is sold from a table at the end of a driveway: sweet corn picked that morning, eggs in a cooler with an honor
            box, a hand-painted sign that says “PEACHES” for three weeks in August. Those stands rarely have a website, their hours change with the season and
            the weather, and the only way to find one is to drive past it.
          </p>
          <p>
            Farm Stand Finder puts them on the map, together with u-pick farms, farmers markets and the stalls at those markets, and keeps the answer to “are
            they open, and what have they got?” current by making it quick for the farmer to update.
          </p>
        </div>
      </Section>

      <Section title="What we believe">
        <FeatureGrid items={BELIEFS} />
      </Section>

      <Section title="We’re in beta">
        <Note icon={Sprout} title="Still growing">
          <p>
            Features are still arriving and some listings imported from public directories haven’t been claimed by their farms yet. If something is wrong or
            missing, tell us at{' '}
            <a className="font-medium text-brand-700 underline" href="mailto:support@farmstandfinder.com">
              support@farmstandfinder.com
            </a>
            . We read every message.
          </p>
        </Note>
      </Section>

      <Section title="Get in touch">
        <ul className="space-y-2 text-stone-800 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline">
          <li>
            Help with your account or a listing: <a href="mailto:support@farmstandfinder.com">support@farmstandfinder.com</a>
          </li>
          <li>
            Privacy questions and data requests: <a href="mailto:privacy@farmstandfinder.com">privacy@farmstandfinder.com</a>
          </li>
          <li>
            Answers to common questions: <Link href={paths.support}>the support center</Link>
          </li>
        </ul>
      </Section>

      <CtaPanel
        title="Find a stand this weekend"
        actions={
          <>
            <Button asChild variant="sun">
              <Link href={paths.openNow}>See what’s open now</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.join}>List your farm stand</Link>
            </Button>
          </>
        }
      >
        <p>Search by ZIP code or town. No account needed.</p>
      </CtaPanel>
    </Page>
  );
}
