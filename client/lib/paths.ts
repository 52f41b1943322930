/** Every route of the app in one place (docs/product.md §S2). Links use these, never string literals. */
export const paths = {
  home: '/',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  auth: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  howItWorks: '/how-it-works',
  about: '/about-us',
  aboutShort: '/about',
  support: '/support',
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  join: '/join',
  farmers: '/farmers',
  marketVendors: '/market-vendors',
  successStories: '/success-stories',
  blog: '/blog',
  blogPost: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  browse: '/browse',
  openNow: '/open-now',
  inSeason: '/in-season',
  ambassador: '/ambassador',
  farm: (id: string | number) => `/farm/${id}`,
  verify2fa: '/verify-2fa',
  verifyEmail: '/verify-email',
  unsubscribe: '/unsubscribe',
  // login required
  farmProfile: '/farm-profile',
  profile: '/profile',
  favorites: '/favorites',
  messages: '/messages',
  messagesWith: (userId: string) => `/messages/${encodeURIComponent(userId)}`,
  trips: '/trips',
  trip: (id: string) => `/trips/${encodeURIComponent(id)}`,
  tripEdit: (id: string) => `/trips/${encodeURIComponent(id)}/edit`,
  map: '/map',
  admin: '/admin',
  ambassadorDashboard: '/ambassador/dashboard',
  accountSettings: '/account-settings',
  achievements: '/achievements',
  dashboard: '/dashboard',
  todaysStock: '/stock',
} as const;

/** Pages that need sign-in: a signed-out visitor goes to /auth and comes back after. */
export const PROTECTED_PREFIXES = [
  '/farm-profile',
  '/profile',
  '/favorites',
  '/messages',
  '/trips',
  '/map',
  '/admin',
  '/ambassador/dashboard',
  '/account-settings',
  '/achievements',
  '/dashboard',
  '/stock',
];

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
