import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { REF_CODE } from '@common/schemas/ambassadors';
import { CircleCheck, Clock, Megaphone, Search, Timer, UserPlus } from 'lucide-react';
import { authHref, paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { rememberRef } from '@/features/ambassadors/referral';
import { CtaPanel, FeatureGrid, Note, Section, Steps } from './blocks';

const WHY = [
  {
    icon: Search,
    title: 'Be found by people already looking',
    body: <p>Shoppers search by ZIP code or town for stands near them, filtered by what they want: eggs, berries, honey, pick-your-own.</p>,
  },
  {
    icon: Clock,
    title: '“Open now” that’s actually right',
    body: <p>Set your weekly hours and season once. We work out open or closed in your time zone, so nobody drives out to a closed stand.</p>,
  },
  {
    icon: Megaphone,
    title: 'Tell your regulars it’s in',
    body: <p>People who favorite your stand follow it. One message reaches all of them: “First tomatoes today!”</p>,
  },
  {
    icon: CircleCheck,
    title: 'Free, no commission',
    body: <p>Listing costs nothing, and customers keep paying you directly: cash, card, honor box or SNAP/EBT, however you take it.</p>,
  },
];

const NEEDS = [
  'Your stand’s name and address, or a pin dropped where the stand actually is',
  'Your usual weekly hours, and the months you’re open',
  'What you sell: pick from a list and add your own',
  'How people can pay, and features like self-serve, parking or pick-your-own',
  'A photo of the stand, if you have one (you can add it later)',
];

const STEPS = [
  { title: 'Create a free farmer account', body: <p>Your first name, email and a password. Under “I am…”, choose “Running a farm stand”.</p> },
  { title: 'Confirm your email', body: <p>Tap the link we send you. It keeps your listing tied to an address only you can reach.</p> },
  {
    title: 'Add your stand',
    body: <p>Place it on the map, fill in hours with a simple weekly grid (no codes to learn), then your products, payments and features.</p>,
  },
  {
    title: 'Publish and keep it fresh',
    body: <p>Your stand appears in search and “open now” straight away. From then on, mark what’s available today in a tap, from your phone.</p>,
  },
];

/** Ambassador codes are short and plain; anything else is ignored rather than passed along. */
function readRefCode(search: string) {
  const ref = new URLSearchParams(search).get('ref')?.trim();
  return ref && REF_CODE.test(ref) ? ref : null;
}

export default function JoinPage() {
  const ref = readRefCode(useSearch());
  // Kept until sign-up: the visitor may look around the site before creating the account.
  useEffect(() => rememberRef(ref), [ref]);
  const registerHref = `${paths.auth}?mode=register${ref ? `&ref=${encodeURIComponent(ref)}` : ''}`;

  return (
    <Page
      eyebrow="For farmers"
      title="List your farm stand"
      lead="Free, and about five minutes from start to a published listing. Works the same for u-picks, farmers markets and market stalls."
    >
      {ref && (
        <Note icon={UserPlus} title="You were invited by an ambassador" className="mb-8">
          <p>
            Welcome! Sign up below and your listing will be credited to the local ambassador who sent you (invite code{' '}
            <span className="font-mono font-semibold">{ref}</span>). It costs you nothing and changes nothing about your listing.
          </p>
        </Note>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <Button asChild size="lg">
          <Link href={registerHref}>Create my free farmer account</Link>
        </Button>
        <Link href={authHref(paths.farmProfile)} className="font-medium text-brand-700 underline">
          Already have an account? Sign in
        </Link>
      </div>

      <Section title="Why list your stand" className="mt-14">
        <FeatureGrid items={WHY} />
      </Section>

      <Section title="What you’ll need" lead="About five minutes and the answers to a few questions you already know.">
        <div className="flex gap-4 rounded-2xl bg-white p-5 ring-1 ring-stone-200">
          <Timer className="hidden h-8 w-8 shrink-0 text-brand-700 sm:block" aria-hidden="true" />
          <ul className="space-y-2.5 text-stone-800">
            {NEEDS.map((n) => (
              <li key={n} className="flex gap-2">
                <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                {n}
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section title="How it works">
        <Steps steps={STEPS} />
        <p className="mt-6 text-stone-700">
          Already on Farm Stand Finder from a public directory? Create your account, then email{' '}
          <a href="mailto:support@farmstandfinder.com" className="font-medium text-brand-700 underline">
            support@farmstandfinder.com
          </a>{' '}
          with the listing’s name and we’ll move it to you.
        </p>
      </Section>

      <CtaPanel
        title="Ready when you are"
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={registerHref}>Create my free farmer account</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.farmers}>See everything farmers get</Link>
            </Button>
          </>
        }
      >
        <p>Sign up on your phone between customers. You can save your listing as a draft and finish it later.</p>
      </CtaPanel>
    </Page>
  );
}
