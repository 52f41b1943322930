import type { SeedPost } from './seed-posts.js';

// Illustrative profiles of typical farms, said to be so in each post: we publish real farms' stories only with
// their permission.
const NOTE = '*This is an illustrative profile: it describes a typical farm and how it uses Farm Stand Finder, not a named business.*';

export const STORY_POSTS: SeedPost[] = [
  {
    slug: 'honor-box-egg-stand',
    title: 'The egg stand that stopped disappointing its after-work customers',
    description: 'A family with sixty hens and a self-serve shed keeps its regulars from driving out to an empty cooler.',
    tags: ['success story', 'farm stand'],
    publishedAt: '2026-06-09T13:00:00Z',
    body: `${NOTE}

A family keeps about sixty laying hens and an acre of vegetables, sold from a shed at the end of the driveway with a cash box and a hand-painted sign. Nobody staffs it: both parents work off the farm during the day.

## The problem

Customers drove out after work and found the egg cooler empty, and there was nobody to tell them. Some stopped coming.

## What they changed

They set the stand’s hours to **sunrise to sunset, May through October**, so the listing shows open or closed without anyone touching it. Each morning, while collecting eggs, one of them opens the listing and flips eggs, greens and whatever is ready to *available*. When the eggs run out, it takes one tap to say so.

They marked the stand **self-serve** and **cash only**, so nobody arrives without small bills.

## What happened

Regulars check before leaving work. The stand sells out more evenly through the week, and the family hears far fewer “I drove all the way out there” complaints. A handful of neighbors follow the stand and get a message on the first day of sweet corn.

**What they use:** sunrise-to-sunset hours with a season · one-tap availability each morning · self-serve and cash-only flags.`,
  },
  {
    slug: 'u-pick-opening-day',
    title: 'A berry u-pick that tells its followers the morning the fields open',
    description: 'A three-week strawberry season that moves with the weather, and one message that fills the fields.',
    tags: ['success story', 'u-pick'],
    publishedAt: '2026-07-02T13:00:00Z',
    body: `${NOTE}

A u-pick strawberry and blueberry farm opens its fields only when the fruit is ready, and closes rows after rain or a busy weekend.

## The problem

Signs by the road and a recorded phone message never kept up. Families drove out on a closed day, and on the best picking mornings the fields were half empty because nobody knew.

## What they changed

The first warm morning of picking now goes out as **one message to everyone who follows the farm**: which fields are open and until when. When a field is picked out, they mark it unavailable and the listing says so within the minute.

Their hours carry the season, so from August the listing says closed without anyone remembering to change it.

## What happened

Opening weekends are busy from the first hour, and closed days bring no angry phone calls. Families planning a day trip see that the farm will be open when they plan to arrive, and the trip planner warns them when it won’t.

**What they use:** messages to followers on opening day · seasonal hours · day trips that check arrival times.`,
  },
  {
    slug: 'goat-dairy-two-markets',
    title: 'A two-person goat dairy, two markets and no more “are you here this week?”',
    description: 'A market stall linked to two farmers markets sets what it is bringing the night before, and replies to every review.',
    tags: ['success story', 'market stall'],
    publishedAt: '2026-08-18T13:00:00Z',
    body: `${NOTE}

A two-person creamery sells fresh chèvre, feta and an aged cheese at a Wednesday evening market and a Saturday morning market, plus goat’s-milk soap in winter.

## The problem

Regulars kept asking which market the stall would be at, and whether the aged cheese was coming this week. The answers lived in the cheesemakers’ heads.

## What they changed

Their stall is listed as a **market vendor** with both markets’ days and hours. The evening before a market they mark what is coming, with prices. They reply to reviews to thank regulars and to explain when a cheese is out of season, and they list that they accept **SNAP/EBT** through the market’s token program.

## What happened

Fewer questions at the stall, more pre-decided customers, and the aged cheese sells out before noon on the Saturdays it comes. New shoppers find the stall by searching for “goat cheese” near them.

**What they use:** one stall with two markets’ hours · availability set the night before · replies to reviews.`,
  },
];
