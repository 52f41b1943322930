import { msg } from './i18n/keys.js';

/**
 * How a page's <head> is made on the server (the first load), by kind:
 * - `{ title, description }`: catalogue keys; the title is the one the page itself sets in the browser, so the first
 *   load and a client-side visit agree (server/modules/pages/page-heads.ts);
 * - `'site'`: the site's own title and description (the home page, sign-in and the account flows);
 * - `'listing'`, `'blogPost'`, `'admin'`: the listing's, the post's or the console's own, from the database;
 * - `'private'`: a signed-in page: the app shell with the site's head, never indexed.
 */
export type RouteHead = { title: string; description: string } | 'site' | 'listing' | 'blogPost' | 'admin' | 'private';

export interface AppRoute {
  /** The path pattern as the router matches it (wouter's: `:name` a segment, `*?` any rest). */
  pattern: string;
  /** Signed-in only: behind the sign-in check, rendered in the browser, kept from crawlers. */
  signedIn?: true;
  /** Worth a search engine's index: listed in the sitemap (a pattern with a parameter: each of its rows is). */
  indexable?: true;
  /** A public page crawlers should not fetch (a one-time link's landing, a code in the address): robots.txt. */
  noCrawl?: true;
  head: RouteHead;
}

const page = (title: string, description: string) => ({ title, description });

/**
 * Every page of the app, in the router's matching order (first match wins; docs/product.md §S2). The client's
 * links (client/lib/paths.ts) and router (client/app/routes.tsx), the server's page heads, sitemap and robots.txt,
 * and the accessibility test (e2e/a11y.spec.ts) all read this one table.
 */
export const ROUTE_TABLE = {
  home: { pattern: '/', head: 'site', indexable: true },
  comingSoon: { pattern: '/coming-soon', head: 'site' },
  maintenance: { pattern: '/maintenance', head: 'site' },
  auth: { pattern: '/auth', head: 'site' },
  forgotPassword: { pattern: '/forgot-password', head: 'site', noCrawl: true },
  resetPassword: { pattern: '/reset-password', head: 'site', noCrawl: true },
  verify2fa: { pattern: '/verify-2fa', head: 'site', noCrawl: true },
  verifyEmail: { pattern: '/verify-email', head: 'site', noCrawl: true },
  howItWorks: { pattern: '/how-it-works', head: page(msg('content:howItWorks.title'), msg('pages:descriptions.howItWorks')), indexable: true },
  // The same page at two addresses: the sitemap names the short one.
  about: { pattern: '/about-us', head: page(msg('content:about.title'), msg('pages:descriptions.about')) },
  aboutShort: { pattern: '/about', head: page(msg('content:about.title'), msg('pages:descriptions.about')), indexable: true },
  support: { pattern: '/support', head: page(msg('content:support.title'), msg('pages:descriptions.support')), indexable: true },
  privacy: { pattern: '/privacy-policy', head: page(msg('content:privacy.title'), msg('pages:descriptions.privacy')), indexable: true },
  terms: { pattern: '/terms-of-service', head: page(msg('content:terms.title'), msg('pages:descriptions.terms')), indexable: true },
  join: { pattern: '/join', head: page(msg('content:join.title'), msg('pages:descriptions.join')), indexable: true },
  farmers: { pattern: '/farmers', head: page(msg('content:farmers.title'), msg('pages:descriptions.farmers')), indexable: true },
  marketVendors: {
    pattern: '/market-vendors',
    head: page(msg('content:marketVendors.title'), msg('pages:descriptions.marketVendors')),
    indexable: true,
  },
  successStories: {
    pattern: '/success-stories',
    head: page(msg('content:successStories.title'), msg('pages:descriptions.successStories')),
    indexable: true,
  },
  blog: { pattern: '/blog', head: page(msg('pages:blog.title'), msg('pages:descriptions.blog')), indexable: true },
  blogPost: { pattern: '/blog/:slug', head: 'blogPost', indexable: true },
  browse: { pattern: '/browse', head: page(msg('pages:browse.title'), msg('pages:descriptions.browse')), indexable: true },
  openNow: { pattern: '/open-now', head: page(msg('pages:openNow.title'), msg('pages:descriptions.openNow')), indexable: true },
  inSeason: { pattern: '/in-season', head: page(msg('pages:inSeason.title'), msg('pages:descriptions.inSeason')), indexable: true },
  inSeasonCalendar: {
    pattern: '/in-season/calendar',
    head: page(msg('pages:cropCalendar.title'), msg('pages:descriptions.cropCalendar')),
    indexable: true,
  },
  ambassadorDashboard: { pattern: '/ambassador/dashboard', head: 'private', signedIn: true },
  ambassador: { pattern: '/ambassador', head: page(msg('content:ambassador.title'), msg('pages:descriptions.ambassador')), indexable: true },
  farm: { pattern: '/farm/:id', head: 'listing', indexable: true },
  // A stand's stock page: its address carries the sign's code (the listing's own page stays indexed).
  standStock: { pattern: '/farm/:id/stock/:token', head: 'site', noCrawl: true },
  farmProfile: { pattern: '/farm-profile', head: 'private', signedIn: true },
  profile: { pattern: '/profile', head: 'private', signedIn: true },
  favorites: { pattern: '/favorites', head: 'private', signedIn: true },
  messages: { pattern: '/messages', head: 'private', signedIn: true },
  messagesWith: { pattern: '/messages/:userId', head: 'private', signedIn: true },
  trips: { pattern: '/trips', head: 'private', signedIn: true },
  tripEdit: { pattern: '/trips/:id/edit', head: 'private', signedIn: true },
  trip: { pattern: '/trips/:id/*?', head: 'private', signedIn: true },
  map: { pattern: '/map', head: 'private', signedIn: true },
  admin: { pattern: '/admin', head: 'admin', signedIn: true },
  adminSection: { pattern: '/admin/*?', head: 'admin', signedIn: true },
  accountSettings: { pattern: '/account-settings', head: 'private', signedIn: true },
  achievements: { pattern: '/achievements', head: 'private', signedIn: true },
  dashboard: { pattern: '/dashboard', head: 'private', signedIn: true },
  todaysStock: { pattern: '/stock', head: 'private', signedIn: true },
  // A self-service stand's sales, for its farmer (issue 33 point 4): `?id=` names the listing.
  standSales: { pattern: '/sales', head: 'private', signedIn: true },
  unsubscribe: { pattern: '/unsubscribe', head: 'site', noCrawl: true },
} as const satisfies Record<string, AppRoute>;

export type RouteName = keyof typeof ROUTE_TABLE;
export const ROUTE_NAMES = Object.keys(ROUTE_TABLE) as RouteName[];
const routes = (): Array<[RouteName, AppRoute]> => ROUTE_NAMES.map((name) => [name, ROUTE_TABLE[name]]);

/** A pattern with no parameter names one page. */
export const isStaticPattern = (pattern: string) => !/[:*]/.test(pattern);

/** A pattern filled in: `/blog/:slug` with { slug } → `/blog/<slug, encoded>`; an optional rest (`/*?`) is left off. */
export function fillPattern(pattern: string, params: Record<string, string | number> = {}): string {
  return pattern.replace(/\/\*\?$/, '').replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** The part of a pattern before its first parameter: `/trips/:id/edit` → `/trips`. */
const staticPrefix = (pattern: string) =>
  pattern
    .split('/')
    .slice(
      0,
      pattern.split('/').findIndex((s) => /[:*]/.test(s)),
    )
    .join('/') || pattern;

/** Paths (and all below them) that need sign-in: a signed-out visitor goes to /auth and comes back after. */
export const SIGNED_IN_PREFIXES: string[] = [
  ...new Set(routes().flatMap(([, r]) => (r.signedIn ? [isStaticPattern(r.pattern) ? r.pattern : staticPrefix(r.pattern)] : []))),
];

/** The pages the sitemap lists as they are; the listings and blog posts (`indexable` patterns) come from the database. */
export const INDEXABLE_PAGES: string[] = routes().flatMap(([, r]) => (r.indexable && isStaticPattern(r.pattern) ? [r.pattern] : []));

/** The pages with a head of their own words: pattern → its title and description keys. */
export const PAGE_HEADS: Record<string, { title: string; description: string }> = Object.fromEntries(
  routes().flatMap(([, r]) => (typeof r.head === 'object' ? [[r.pattern, r.head]] : [])),
);

/**
 * robots.txt's Disallow lines for the pages: every signed-in page and every public one not to crawl, in robots'
 * syntax (`/farm/:id/stock/:token` → `/farm/*` + `/stock/`), each once (a path under another is covered by it).
 */
export function disallowedPaths(): string[] {
  const robots = (pattern: string) => {
    const parts = pattern.split('/');
    while (parts.length > 1 && /[:*]/.test(parts[parts.length - 1])) parts[parts.length - 1] = '';
    const out = parts.map((s) => (/[:*]/.test(s) ? '*' : s)).join('/');
    return out.replace(/\/{2,}$/, '/');
  };
  const all = routes().flatMap(([, r]) => (r.signedIn || r.noCrawl ? [robots(r.pattern)] : []));
  const covers = (a: string, b: string) => a !== b && (b.startsWith(`${a}/`) || (a.endsWith('/') && b.startsWith(a)));
  return [...new Set(all)].filter((p) => !all.some((q) => covers(q, p)));
}
