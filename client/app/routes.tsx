import { Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Switch } from 'wouter';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { PageSpinner } from '@/components/ui/spinner';
import { ComingSoonPage, MaintenancePage } from '@/features/site/components/gate-pages';
import { lazyPage, type LazyPage, type PageComponent } from './lazy-page';
import { ROUTE_NAMES, ROUTE_TABLE, type AppRoute, type RouteName } from '@common/routes';

/** A listing's lower sections: a navigation to a listing loads them with its page (decision 080). */
const farmSections = () => Promise.all([import('./pages/farm-sections'), import('./pages/farm').then((m) => m.loadSections())]);

// Every page loads on demand: a phone on one bar of signal downloads only what it shows.
// The first argument is the module's path as Vite's build manifest names it (the server preloads it).
const P = {
  home: lazyPage('app/pages/home.tsx', () => import('./pages/home')),
  howItWorks: lazyPage('app/pages/content/how-it-works.tsx', () => import('./pages/content/how-it-works')),
  about: lazyPage('app/pages/content/about.tsx', () => import('./pages/content/about')),
  support: lazyPage('app/pages/content/support.tsx', () => import('./pages/content/support')),
  privacy: lazyPage('app/pages/content/privacy-policy.tsx', () => import('./pages/content/privacy-policy')),
  terms: lazyPage('app/pages/content/terms-of-service.tsx', () => import('./pages/content/terms-of-service')),
  join: lazyPage('app/pages/content/join.tsx', () => import('./pages/content/join')),
  farmers: lazyPage('app/pages/content/farmers.tsx', () => import('./pages/content/farmers')),
  marketVendors: lazyPage('app/pages/content/market-vendors.tsx', () => import('./pages/content/market-vendors')),
  successStories: lazyPage('app/pages/content/success-stories.tsx', () => import('./pages/content/success-stories')),
  ambassador: lazyPage('app/pages/content/ambassador.tsx', () => import('./pages/content/ambassador')),
  blog: lazyPage('app/pages/blog.tsx', () => import('./pages/blog')),
  blogPost: lazyPage('app/pages/blog-post.tsx', () => import('./pages/blog-post')),
  auth: lazyPage('features/auth/components/auth-page.tsx', () => import('@/features/auth/components/auth-page').then((m) => ({ default: m.AuthPage }))),
  account: lazyPage('app/pages/account.tsx', () => import('./pages/account')),
  browse: lazyPage('app/pages/browse.tsx', () => import('./pages/browse')),
  openNow: lazyPage('app/pages/open-now.tsx', () => import('./pages/open-now')),
  inSeason: lazyPage('app/pages/in-season.tsx', () => import('./pages/in-season')),
  inSeasonCalendar: lazyPage('app/pages/in-season-calendar.tsx', () => import('./pages/in-season-calendar')),
  farm: lazyPage('app/pages/farm.tsx', () => import('./pages/farm'), farmSections),
  standStock: lazyPage('app/pages/stand-stock.tsx', () => import('./pages/stand-stock')),
  map: lazyPage('app/pages/map.tsx', () => import('./pages/map')),
  farmProfile: lazyPage('app/pages/farm-profile.tsx', () => import('./pages/farm-profile')),
  profile: lazyPage('app/pages/profile.tsx', () => import('./pages/profile')),
  favorites: lazyPage('app/pages/favorites.tsx', () => import('./pages/favorites')),
  messages: lazyPage('app/pages/messages.tsx', () => import('./pages/messages')),
  trips: lazyPage('app/pages/trips.tsx', () => import('./pages/trips')),
  trip: lazyPage('app/pages/trip.tsx', () => import('./pages/trip')),
  tripEdit: lazyPage('app/pages/trip-edit.tsx', () => import('./pages/trip-edit')),
  admin: lazyPage('app/pages/admin.tsx', () => import('./pages/admin')),
  ambassadorDashboard: lazyPage('app/pages/ambassador-dashboard.tsx', () => import('./pages/ambassador-dashboard')),
  accountSettings: lazyPage('app/pages/account-settings.tsx', () => import('./pages/account-settings')),
  achievements: lazyPage('app/pages/achievements.tsx', () => import('./pages/achievements')),
  dashboard: lazyPage('app/pages/dashboard.tsx', () => import('./pages/dashboard')),
  todaysStock: lazyPage('app/pages/todays-stock.tsx', () => import('./pages/todays-stock')),
  standSales: lazyPage('app/pages/stand-sales.tsx', () => import('./pages/stand-sales')),
  unsubscribe: lazyPage('app/pages/unsubscribe.tsx', () => import('./pages/unsubscribe')),
};

/** Shown for any path no route matches (the server answers it with a 404). */
export const NOT_FOUND = lazyPage('app/pages/not-found.tsx', () => import('./pages/not-found'));

export interface PageRoute {
  path: string;
  /** A page loaded on demand (all of them since decision 089), or a component in the first chunk. */
  page: PageComponent | LazyPage;
  /** Props the route gives its page. */
  props?: object;
  /** Signed-in only: behind the sign-in check, and rendered in the browser (the server sends the app shell). */
  guarded?: boolean;
}

/** What each route of the table shows: its page, and the props it gives it. */
const PAGES: Record<RouteName, { page: PageComponent | LazyPage; props?: object }> = {
  home: { page: P.home },
  comingSoon: { page: ComingSoonPage },
  maintenance: { page: MaintenancePage },
  auth: { page: P.auth },
  forgotPassword: { page: P.account, props: { view: 'forgot-password' } },
  resetPassword: { page: P.account, props: { view: 'reset-password' } },
  verify2fa: { page: P.account, props: { view: 'verify-2fa' } },
  verifyEmail: { page: P.account, props: { view: 'verify-email' } },
  howItWorks: { page: P.howItWorks },
  about: { page: P.about },
  aboutShort: { page: P.about },
  support: { page: P.support },
  privacy: { page: P.privacy },
  terms: { page: P.terms },
  join: { page: P.join },
  farmers: { page: P.farmers },
  marketVendors: { page: P.marketVendors },
  successStories: { page: P.successStories },
  blog: { page: P.blog },
  blogPost: { page: P.blogPost },
  browse: { page: P.browse },
  openNow: { page: P.openNow },
  inSeason: { page: P.inSeason },
  inSeasonCalendar: { page: P.inSeasonCalendar },
  ambassadorDashboard: { page: P.ambassadorDashboard },
  ambassador: { page: P.ambassador },
  farm: { page: P.farm },
  standStock: { page: P.standStock },
  farmProfile: { page: P.farmProfile },
  profile: { page: P.profile },
  favorites: { page: P.favorites },
  messages: { page: P.messages },
  messagesWith: { page: P.messages },
  trips: { page: P.trips },
  tripEdit: { page: P.tripEdit },
  trip: { page: P.trip },
  map: { page: P.map },
  admin: { page: P.admin },
  adminSection: { page: P.admin },
  accountSettings: { page: P.accountSettings },
  achievements: { page: P.achievements },
  dashboard: { page: P.dashboard },
  todaysStock: { page: P.todaysStock },
  standSales: { page: P.standSales },
  unsubscribe: { page: P.unsubscribe },
};

/** Every route of the table (common/routes.ts), in its matching order (first match wins). Unmatched paths get the not-found page. */
export const ROUTES: PageRoute[] = ROUTE_NAMES.map((name) => {
  const route: AppRoute = ROUTE_TABLE[name];
  return { path: route.pattern, ...PAGES[name], ...(route.signedIn ? { guarded: true } : {}) };
});

export const isLazyPage = (page: PageRoute['page']): page is LazyPage => typeof page === 'object' && 'load' in page;

/** The route a path shows and its parameters (as <Switch> matches them: wouter's own parser); null for not found. */
export function findRoute(pathname: string) {
  for (const route of ROUTES) {
    const [matched, params] = matchRoute(parse, route.path, pathname);
    if (matched) return { route, params: (params ?? {}) as Record<string, string> };
  }
  return null;
}

function RouteElement({ route, params }: { route: PageRoute; params: Record<string, string> }) {
  const Page = isLazyPage(route.page) ? route.page.Component : route.page;
  const element = <Page params={params} {...route.props} />;
  return route.guarded ? <ProtectedRoute>{element}</ProtectedRoute> : element;
}

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner page />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            {(params) => <RouteElement route={route} params={params as Record<string, string>} />}
          </Route>
        ))}
        <Route component={NOT_FOUND.Component} />
      </Switch>
    </Suspense>
  );
}

/**
 * Starts loading a listing's page and what a navigation to it loads with it (its lower sections), as a press on a link
 * to a listing does before the click (listing-prefetch.ts). The navigation then finds them loaded or on their way.
 */
export const preloadListingPage = () => Promise.all([P.farm.load(), farmSections()]);

/** Loads the page module at `pathname`, if it is loaded on demand (before hydrating: one pass, no suspense). */
export async function loadPageAt(pathname: string) {
  const page = findRoute(pathname)?.route.page ?? NOT_FOUND;
  if (isLazyPage(page)) await page.load();
}
