import { Link } from 'wouter';
import { BookOpen, Egg, MapPin, Store, TriangleAlert, Trees } from 'lucide-react';
import { paths } from '@/app/paths';
import { Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { CtaPanel, Note, type IconType } from './blocks';

interface Story {
  id: string;
  farm: string;
  kind: string;
  place: string;
  icon: IconType;
  accent: string;
  challenge: string;
  paragraphs: string[];
  uses: string[];
}

const STORIES: Story[] = [
  {
    id: 'honor-box',
    farm: 'A roadside egg and vegetable stand',
    kind: 'Farm stand with an honor box',
    place: 'A county road in upstate New York',
    icon: Egg,
    accent: 'bg-sun/30 text-soil',
    challenge: 'Customers drove out after work and found the egg cooler empty, and nobody was there to tell them.',
    paragraphs: [
      'A family keeps about sixty laying hens and an acre of vegetables, sold from a shed at the end of the driveway with a cash box and a hand-painted sign. Nobody staffs it; the family works off the farm during the day.',
      'They set the stand to sunrise to sunset, May through October. Each morning, while collecting eggs, one of them opens the listing and flips eggs, greens and whatever is ready to available. When the eggs run out, it takes one tap to say so.',
    ],
    uses: ['Sunrise-to-sunset hours with a season', 'One-tap availability each morning', 'Self-serve and cash-only flags so nobody arrives without small bills'],
  },
  {
    id: 'u-pick',
    farm: 'A strawberry and blueberry u-pick',
    kind: 'U-pick farm',
    place: 'Rolling hills in the Hudson Valley',
    icon: Trees,
    accent: 'bg-red-50 text-tomato-700',
    challenge: 'A three-week strawberry season that moves with the weather, and customers who need to know the morning the fields open.',
    paragraphs: [
      'A u-pick berry farm opens its fields only when the fruit is ready, and closes rows after rain or a busy weekend. Signs by the road and a recorded phone message never kept up.',
      'Now the first warm morning of picking goes out as a single message to everyone who follows the farm: which fields are open and until when. When a field is picked out, they mark it unavailable and the listing says so within the minute. Families building a weekend day trip can see that the farm is open at the time they plan to arrive.',
    ],
    uses: ['Message to followers on opening day', 'Seasonal hours that can change week to week', 'Shows up in day trips, with a warning if it will be closed on arrival'],
  },
  {
    id: 'market-stall',
    farm: 'A small goat dairy at two markets',
    kind: 'Market stall',
    place: 'Weekend and weekday markets in a mid-sized city',
    icon: Store,
    accent: 'bg-brand-50 text-brand-700',
    challenge: 'Regulars kept asking which market the stall would be at, and whether the aged cheese was coming this week.',
    paragraphs: [
      'A two-person creamery sells fresh chèvre, feta and an aged cheese at a Wednesday evening market and a Saturday morning market, plus goat’s milk soap in winter.',
      'Their stall is linked to both markets, so it appears on each market’s page. The evening before a market, they mark what is coming, with prices. They reply to reviews to thank regulars and to explain when a cheese is out of season, and the markets’ SNAP/EBT and WIC flags help new customers know what they can use there.',
    ],
    uses: ['One stall linked to two markets', 'Availability set the night before', 'Replies to reviews'],
  },
];

function StoryCard({ story }: { story: Story }) {
  const Icon = story.icon;
  return (
    <article aria-labelledby={`story-${story.id}`} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="flex items-start gap-4 border-b border-stone-200 p-5 sm:p-6">
        <span aria-hidden="true" className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl ${story.accent}`}>
          <Icon className="h-7 w-7" />
        </span>
        <div>
          <p className="text-xs font-semibold uppercase tracking-widest text-stone-700">Illustrative profile · {story.kind}</p>
          <h2 id={`story-${story.id}`} className="mt-1 text-2xl font-semibold text-brand-900">
            {story.farm}
          </h2>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-stone-700">
            <MapPin className="h-4 w-4" aria-hidden="true" />
            {story.place}
          </p>
        </div>
      </div>
      <div className="space-y-4 p-5 sm:p-6">
        <p className="flex gap-3 rounded-2xl bg-cream p-4 text-stone-900">
          <TriangleAlert className="mt-0.5 h-5 w-5 shrink-0 text-tomato-700" aria-hidden="true" />
          <span>
            <strong className="font-semibold">The challenge: </strong>
            {story.challenge}
          </span>
        </p>
        {story.paragraphs.map((p) => (
          <p key={p} className="leading-relaxed text-stone-800">
            {p}
          </p>
        ))}
        <div>
          <h3 className="text-base font-semibold text-stone-900">What they use</h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {story.uses.map((u) => (
              <li key={u} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 ring-1 ring-brand-100">
                {u}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </article>
  );
}

export default function SuccessStoriesPage() {
  return (
    <Page
      eyebrow="Success stories"
      title="Farms that keep their regulars in the loop"
      lead="How a roadside stand, a u-pick and a market stall use Farm Stand Finder to be found, stay accurate and tell people when it’s in."
    >
      <Note icon={BookOpen} title="About these stories">
        <p>
          Every farmer story we publish is shared with the farm’s permission. The three below are illustrative profiles: they describe typical
          farms and how they use the tools, not named businesses. Stories from real farms will be published on the{' '}
          <Link href={paths.blog} className="font-medium text-brand-700 underline">
            Farm Stand Finder blog
          </Link>{' '}
          as they are written.
        </p>
      </Note>

      <div className="mt-10 space-y-8">
        {STORIES.map((s) => (
          <StoryCard key={s.id} story={s} />
        ))}
      </div>

      <CtaPanel
        title="Have a story to tell?"
        actions={
          <>
            <Button asChild variant="sun" size="lg">
              <Link href={paths.join}>List your stand for free</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link href={paths.blog}>Read the blog</Link>
            </Button>
          </>
        }
      >
        <p>
          If Farm Stand Finder has made a difference to your farm, we’d love to hear about it at{' '}
          <a href="mailto:support@farmstandfinder.com" className="font-medium text-white underline">
            support@farmstandfinder.com
          </a>
          . We only publish with your permission, and you approve the words before they go up.
        </p>
      </CtaPanel>
    </Page>
  );
}
