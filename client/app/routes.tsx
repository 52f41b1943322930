import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { ProtectedRoute } from '@/features/auth/components/protected-route';
import { ComingSoonPage, MaintenancePage } from '@/features/site/components/gate-pages';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from './paths';
import HomePage from './pages/home';
import NotFoundPage from './pages/not-found';

// Every page but the home page loads on demand: a phone on one bar of signal downloads only what it shows.
const page = (load: () => Promise<{ default: ComponentType<any> }>) => lazy(load);
const P = {
  howItWorks: page(() => import('./pages/content/how-it-works')),
  about: page(() => import('./pages/content/about')),
  support: page(() => import('./pages/content/support')),
  privacy: page(() => import('./pages/content/privacy-policy')),
  terms: page(() => import('./pages/content/terms-of-service')),
  join: page(() => import('./pages/content/join')),
  farmers: page(() => import('./pages/content/farmers')),
  marketVendors: page(() => import('./pages/content/market-vendors')),
  successStories: page(() => import('./pages/content/success-stories')),
  ambassador: page(() => import('./pages/content/ambassador')),
  blog: page(() => import('./pages/blog')),
  blogPost: page(() => import('./pages/blog-post')),
  auth: page(() => import('@/features/auth/components/auth-page').then((m) => ({ default: m.AuthPage }))),
  account: page(() => import('./pages/account')),
  browse: page(() => import('./pages/browse')),
  openNow: page(() => import('./pages/open-now')),
  inSeason: page(() => import('./pages/in-season')),
  farm: page(() => import('./pages/farm')),
  standStock: page(() => import('./pages/stand-stock')),
  map: page(() => import('./pages/map')),
  farmProfile: page(() => import('./pages/farm-profile')),
  profile: page(() => import('./pages/profile')),
  favorites: page(() => import('./pages/favorites')),
  messages: page(() => import('./pages/messages')),
  trips: page(() => import('./pages/trips')),
  trip: page(() => import('./pages/trip')),
  tripEdit: page(() => import('./pages/trip-edit')),
  admin: page(() => import('./pages/admin')),
  ambassadorDashboard: page(() => import('./pages/ambassador-dashboard')),
  accountSettings: page(() => import('./pages/account-settings')),
  achievements: page(() => import('./pages/achievements')),
  dashboard: page(() => import('./pages/dashboard')),
  unsubscribe: page(() => import('./pages/unsubscribe')),
};

type LazyPage = LazyExoticComponent<ComponentType<any>>;
const open = (C: LazyPage) => (props: object) => <C {...props} />;
const guarded = (C: LazyPage) => (props: object) => (
  <ProtectedRoute>
    <C {...props} />
  </ProtectedRoute>
);

export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path={paths.home} component={HomePage} />
        <Route path={paths.comingSoon} component={ComingSoonPage} />
        <Route path={paths.maintenance} component={MaintenancePage} />
        <Route path={paths.auth} component={open(P.auth)} />
        <Route path={paths.forgotPassword}>{() => <P.account view="forgot-password" />}</Route>
        <Route path={paths.resetPassword}>{() => <P.account view="reset-password" />}</Route>
        <Route path={paths.verify2fa}>{() => <P.account view="verify-2fa" />}</Route>
        <Route path={paths.verifyEmail}>{() => <P.account view="verify-email" />}</Route>
        <Route path={paths.howItWorks} component={open(P.howItWorks)} />
        <Route path={paths.about} component={open(P.about)} />
        <Route path={paths.aboutShort} component={open(P.about)} />
        <Route path={paths.support} component={open(P.support)} />
        <Route path={paths.privacy} component={open(P.privacy)} />
        <Route path={paths.terms} component={open(P.terms)} />
        <Route path={paths.join} component={open(P.join)} />
        <Route path={paths.farmers} component={open(P.farmers)} />
        <Route path={paths.marketVendors} component={open(P.marketVendors)} />
        <Route path={paths.successStories} component={open(P.successStories)} />
        <Route path={paths.blog} component={open(P.blog)} />
        <Route path="/blog/:slug" component={open(P.blogPost)} />
        <Route path={paths.browse} component={open(P.browse)} />
        <Route path={paths.openNow} component={open(P.openNow)} />
        <Route path={paths.inSeason} component={open(P.inSeason)} />
        <Route path={paths.ambassadorDashboard} component={guarded(P.ambassadorDashboard)} />
        <Route path={paths.ambassador} component={open(P.ambassador)} />
        <Route path="/farm/:id" component={open(P.farm)} />
        <Route path="/farm/:id/stock/:token" component={open(P.standStock)} />
        <Route path={paths.farmProfile} component={guarded(P.farmProfile)} />
        <Route path={paths.profile} component={guarded(P.profile)} />
        <Route path={paths.favorites} component={guarded(P.favorites)} />
        <Route path={paths.messages} component={guarded(P.messages)} />
        <Route path="/messages/:userId" component={guarded(P.messages)} />
        <Route path={paths.trips} component={guarded(P.trips)} />
        <Route path="/trips/:id/edit" component={guarded(P.tripEdit)} />
        <Route path="/trips/:id/*?" component={guarded(P.trip)} />
        <Route path={paths.map} component={guarded(P.map)} />
        <Route path={paths.admin} component={guarded(P.admin)} />
        <Route path="/admin/*?" component={guarded(P.admin)} />
        <Route path={paths.accountSettings} component={guarded(P.accountSettings)} />
        <Route path={paths.achievements} component={guarded(P.achievements)} />
        <Route path={paths.dashboard} component={guarded(P.dashboard)} />
        <Route path={paths.unsubscribe} component={open(P.unsubscribe)} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
