/**
 * Which answers the service worker keeps for reading offline, only while someone is signed in (decision 022).
 * Shared by the worker (which saves and serves them) and the page (which says how old they are).
 */
export const SAVED_AT_HEADER = 'x-fsf-saved-at';
export const DATA_CACHE = 'fsf-data-v1';
/** The storage budget for saved answers and photos: the oldest go first past it. */
export const DATA_BUDGET_BYTES = 25 * 1024 * 1024;
const DAY = 86_400_000;

export type SavedKind = 'user' | 'settings' | 'favorites' | 'trips' | 'search' | 'listing' | 'photo' | 'messages' | 'visits' | 'stand';

interface SavedRule {
  kind: SavedKind;
  test: (path: string) => boolean;
  /** Dropped once older than this. */
  maxAgeMs?: number;
  /** Only the newest answer of this kind is kept ("the last search"). */
  keepOne?: boolean;
  /** Kept whatever the budget: the app cannot open a signed-in page offline without them. */
  pinned?: boolean;
  /** Kept for anyone, signed in or not: nothing in it is a user's own. */
  anonymous?: boolean;
}

const RULES: SavedRule[] = [
  { kind: 'user', test: (p) => p === '/api/user', pinned: true },
  // The site's two switches are the same for everyone: kept for a signed-out visitor too (a stand's sign, issue 33).
  { kind: 'settings', test: (p) => /^\/api\/(maintenance|coming-soon)\/settings$/.test(p), pinned: true, anonymous: true },
  { kind: 'favorites', test: (p) => /^\/api\/favorites(\/ids)?$/.test(p) },
  { kind: 'trips', test: (p) => /^\/api\/trips(\/[\w-]+)?$/.test(p) },
  { kind: 'search', test: (p) => p === '/api/farms', keepOne: true },
  // A listing with its reviews and what "Was it open?" needs (its trust summary): all readable, and answerable, offline.
  { kind: 'listing', test: (p) => /^\/api\/farms\/\d+(\/reviews|\/trust)?$/.test(p), maxAgeMs: 30 * DAY },
  { kind: 'photo', test: (p) => p.startsWith('/uploads/'), maxAgeMs: 30 * DAY },
  { kind: 'messages', test: (p) => /^\/api\/messages(\/[\w-]+(\/history)?)?$/.test(p) },
  { kind: 'visits', test: (p) => p === '/api/visits' },
  // The stock page a stand's sign opens (issue 33 point 3): its products, prices and pay links, for one bar or none.
  // No account is needed there, so it is kept for anyone; only the stand's public listing data is in it.
  { kind: 'stand', test: (p) => /^\/api\/farms\/\d+\/stock\/[\w-]{16,64}$/.test(p), maxAgeMs: 30 * DAY, anonymous: true },
];

export const savedRuleFor = (path: string) => RULES.find((r) => r.test(path));

/** The pages whose `/api/farms` answers are a search someone made: the one kept as "the last search". */
const SEARCH_PAGES = new Set(['/browse', '/open-now', '/map', '/in-season']);
/**
 * Whether a request for `/api/farms` came from a search page (its referrer): the trip planner's stand picker asks the
 * same endpoint, and its few nearest stands must not replace the search the person made. No referrer: as before.
 */
export function fromSearchPage(referrer: string): boolean {
  if (!referrer) return true;
  try {
    return SEARCH_PAGES.has(new URL(referrer).pathname);
  } catch {
    return false;
  }
}
export const savedRuleOf = (kind: string) => RULES.find((r) => r.kind === kind);

/** A listing's id from its detail path, for saving the hours of favorites and trip stops. */
export const listingPath = (id: number) => `/api/farms/${id}`;
/** What a listing's page asks besides the listing: its trust summary (for "Was it open?") and its first reviews. */
export const listingTrustPath = (id: number) => `/api/farms/${id}/trust`;
export const listingReviewsPath = (id: number) => `/api/farms/${id}/reviews?limit=10`;
