/** What a badge is counted on: one number per metric, computed from the user's real events (`metricsOf` in achievements.repository.ts). */
export type Metric =
  | 'visits'
  | 'standsVisited'
  | 'reviews'
  | 'trips'
  | 'loopsCompleted'
  | 'seasons'
  | 'favorites'
  | 'publishedListings'
  | 'followers'
  | 'fiveStarListings'
  | 'replies';

export interface AchievementDef {
  code: string;
  title: string;
  description: string;
  audience: 'consumer' | 'farmer';
  metric: Metric;
  target: number;
  unit: string;
}

/** docs/product.md §3's badges. Codes are stored: never rename one. */
export const ACHIEVEMENTS: readonly AchievementDef[] = [
  { code: 'first-visit', title: 'First check-in', description: 'Check in at a farm stand.', audience: 'consumer', metric: 'visits', target: 1, unit: 'visits' },
  {
    code: 'ten-stands',
    title: 'Stand hopper',
    description: 'Visit 10 different stands.',
    audience: 'consumer',
    metric: 'standsVisited',
    target: 10,
    unit: 'stands',
  },
  {
    code: 'first-review',
    title: 'First review',
    description: 'Tell others what you thought of a stand.',
    audience: 'consumer',
    metric: 'reviews',
    target: 1,
    unit: 'reviews',
  },
  { code: 'ten-reviews', title: 'Trusted voice', description: 'Write 10 reviews.', audience: 'consumer', metric: 'reviews', target: 10, unit: 'reviews' },
  { code: 'first-trip', title: 'Trip planner', description: 'Plan your first day trip.', audience: 'consumer', metric: 'trips', target: 1, unit: 'trips' },
  {
    code: 'loop-complete',
    title: 'Full loop',
    description: 'Check in at 3 or more stops of one trip on its day.',
    audience: 'consumer',
    metric: 'loopsCompleted',
    target: 1,
    unit: 'trips',
  },
  {
    code: 'four-seasons',
    title: 'Four seasons',
    description: 'Visit stands in spring, summer, autumn and winter.',
    audience: 'consumer',
    metric: 'seasons',
    target: 4,
    unit: 'seasons',
  },
  {
    code: 'ten-favorites',
    title: 'Collector',
    description: 'Save 10 stands to your favorites.',
    audience: 'consumer',
    metric: 'favorites',
    target: 10,
    unit: 'favorites',
  },
  {
    code: 'published',
    title: 'Open for business',
    description: 'Publish your listing.',
    audience: 'farmer',
    metric: 'publishedListings',
    target: 1,
    unit: 'listings',
  },
  {
    code: 'ten-followers',
    title: 'Local favorite',
    description: 'Have 10 people follow your stands.',
    audience: 'farmer',
    metric: 'followers',
    target: 10,
    unit: 'followers',
  },
  {
    code: 'five-star',
    title: 'Five stars',
    description: 'Keep a 5-star average over 5 or more reviews.',
    audience: 'farmer',
    metric: 'fiveStarListings',
    target: 1,
    unit: 'listings',
  },
  { code: 'ten-replies', title: 'Good neighbor', description: 'Reply to 10 reviews.', audience: 'farmer', metric: 'replies', target: 10, unit: 'replies' },
];

/** Shoppers see the shoppers' badges; farmers shop too, so they see both sets. */
export const achievementsFor = (userType: 'farmer' | 'consumer' | 'admin') => ACHIEVEMENTS.filter((a) => a.audience === 'consumer' || userType === 'farmer');

/** The badges an event can move, so an action only evaluates those. */
export const METRICS_OF_EVENT = {
  favorite: ['favorites'],
  review: ['reviews'],
  visit: ['visits', 'standsVisited', 'seasons', 'loopsCompleted'],
  trip: ['trips', 'loopsCompleted'],
  // Events on a farmer's listings, evaluated for the listing's owner.
  followed: ['followers'],
  reviewed: ['fiveStarListings'],
  replied: ['replies'],
  published: ['publishedListings'],
} as const satisfies Record<string, readonly Metric[]>;
export type AchievementEvent = keyof typeof METRICS_OF_EVENT;
