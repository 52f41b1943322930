import { fillPattern, ROUTE_TABLE as R, SIGNED_IN_PREFIXES } from '@common/routes';

/**
 * Links to every page (docs/product.md §S2), read from the one route table (common/routes.ts). Links use these,
 * never string literals.
 */
export const paths = {
  home: R.home.pattern,
  comingSoon: R.comingSoon.pattern,
  maintenance: R.maintenance.pattern,
  auth: R.auth.pattern,
  forgotPassword: R.forgotPassword.pattern,
  resetPassword: R.resetPassword.pattern,
  howItWorks: R.howItWorks.pattern,
  about: R.about.pattern,
  aboutShort: R.aboutShort.pattern,
  support: R.support.pattern,
  privacy: R.privacy.pattern,
  terms: R.terms.pattern,
  join: R.join.pattern,
  farmers: R.farmers.pattern,
  marketVendors: R.marketVendors.pattern,
  successStories: R.successStories.pattern,
  blog: R.blog.pattern,
  blogPost: (slug: string) => fillPattern(R.blogPost.pattern, { slug }),
  browse: R.browse.pattern,
  openNow: R.openNow.pattern,
  inSeason: R.inSeason.pattern,
  inSeasonCalendar: R.inSeasonCalendar.pattern,
  ambassador: R.ambassador.pattern,
  farm: (id: string | number) => fillPattern(R.farm.pattern, { id }),
  verify2fa: R.verify2fa.pattern,
  verifyEmail: R.verifyEmail.pattern,
  unsubscribe: R.unsubscribe.pattern,
  // login required
  farmProfile: R.farmProfile.pattern,
  profile: R.profile.pattern,
  favorites: R.favorites.pattern,
  messages: R.messages.pattern,
  messagesWith: (userId: string) => fillPattern(R.messagesWith.pattern, { userId }),
  trips: R.trips.pattern,
  trip: (id: string) => fillPattern(R.trip.pattern, { id }),
  tripEdit: (id: string) => fillPattern(R.tripEdit.pattern, { id }),
  map: R.map.pattern,
  admin: R.admin.pattern,
  ambassadorDashboard: R.ambassadorDashboard.pattern,
  accountSettings: R.accountSettings.pattern,
  achievements: R.achievements.pattern,
  dashboard: R.dashboard.pattern,
  todaysStock: R.todaysStock.pattern,
  standSales: (id: number | string) => `${R.standSales.pattern}?id=${id}`,
} as const;

/** Pages that need sign-in (the table's signed-in routes): a signed-out visitor goes to /auth and comes back after. */
export const PROTECTED_PREFIXES = SIGNED_IN_PREFIXES;

export function isProtectedPath(pathname: string) {
  return PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** Where to go after sign-in: only a same-site path, never an open redirect. */
export function safeNext(next: string | null | undefined, fallback = '/') {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  return next;
}

/**
 * The registration form; `role: 'farmer'` opens it with "I run a farm stand" chosen (every farmer entry point passes
 * it, issue 34 point 3) and, with no `next`, lands the new farmer on their listings.
 */
export const registerHref = ({ role, next, ref }: { role?: 'farmer'; next?: string; ref?: string | null } = {}) =>
  `${paths.auth}?${new URLSearchParams({ mode: 'register', ...(role ? { role } : {}), ...(next ? { next } : {}), ...(ref ? { ref } : {}) })}`;

/** The page being shown, with its query string: where sign-in returns to (a search keeps its place and filters). */
export const hereHref = (pathname: string, search: string) => (search ? `${pathname}?${search}` : pathname);

/**
 * "Map" for whoever follows it (issue 34 point 6): the signed-in map page (docs/product.md keeps /map behind sign-in), or for
 * a signed-out visitor the public map view of the search on screen (/browse?view=map with its place and filters).
 */
export function mapHref(signedIn: boolean, pathname: string, search: string) {
  if (signedIn) return paths.map;
  const params = new URLSearchParams(pathname === paths.browse ? search : '');
  params.set('view', 'map');
  return `${paths.browse}?${params}`;
}

export const authHref = (next?: string) => (next ? `${paths.auth}?next=${encodeURIComponent(next)}` : paths.auth);

/**
 * The history state of a link whose tap asks for the position on arrival (`<Link href={paths.openNow} state={LOCATE_ME}>`:
 * useNearPlace). Here rather than with the search filters: the home page uses it, and would otherwise download them.
 */
export const LOCATE_ME = { locateMe: true } as const;
