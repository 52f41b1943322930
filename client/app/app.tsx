import { useEffect } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { Footer } from '@/app/shell/footer';
import { Header } from '@/app/shell/header';
import { PageErrorBoundary } from '@/app/shell/page-error-boundary';
import { Splash } from '@/components/layout/splash';
import { Toaster } from '@/components/ui/toaster';
import { PageViewTracker } from '@/features/analytics/page-view-tracker';
import { SiteGate } from '@/features/site/components/site-gate';
import { SponsorViewCounter } from '@/features/sponsors/components/sponsor-view-counter';
import { installDataRefresh } from '@/lib/data-refresh';
import { RenderClockProvider } from '@/lib/render-clock';
import { installListingPrefetch } from './listing-prefetch';
import { LiveUpdates } from './live-updates';
import { OfflineBarSlot } from './offline-bar-slot';
import { PagePosition } from './page-position';
import { Overlays } from './overlays';
import { AppRoutes } from './routes';

export interface AppProps {
  queryClient: QueryClient;
  /** On the server: the path and query string being rendered (the browser reads its own location). */
  ssrPath?: string;
  /** The instant the server rendered at, while its markup is hydrated (lib/render-clock.tsx). */
  serverNow?: number;
}

export function App({ queryClient, ssrPath, serverNow }: AppProps) {
  useEffect(() => installDataRefresh(queryClient), [queryClient]);
  useEffect(() => installListingPrefetch(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RenderClockProvider serverNow={serverNow}>
        <Router ssrPath={ssrPath}>
          <Splash />
          <PageViewTracker />
          <PagePosition />
          <LiveUpdates />
          <SiteGate>
            <div className="flex min-h-dvh flex-col">
              <Header />
              <OfflineBarSlot />
              {/* At least a screen tall: the footer starts below the fold, so content loading in never pushes it about (layout shift). */}
              <main id="main" className="min-h-dvh flex-1">
                <PageErrorBoundary>
                  <AppRoutes />
                </PageErrorBoundary>
              </main>
              <Footer />
            </div>
            <SponsorViewCounter />
            <Overlays />
          </SiteGate>
          <Toaster />
        </Router>
      </RenderClockProvider>
    </QueryClientProvider>
  );
}
