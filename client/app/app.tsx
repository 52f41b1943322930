import { lazy, Suspense, useEffect } from 'react';
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
import { useIsClient } from '@/lib/use-is-client';
import { LiveUpdates } from './live-updates';
import { Overlays } from './overlays';
import { AppRoutes } from './routes';

// Offline status, actions waiting to send, a new release: loads after the first paint (never in the server's HTML,
// which cannot know), as it rarely has anything to say.
const OfflineBar = lazy(() => import('@/features/offline/components/offline-bar'));

/**
 * The offline bar, in the browser only. Its own component: the switch from the server's markup to the browser's
 * (useIsClient) is a synchronous re-render of whoever reads it, and in App that was the whole page, once more,
 * right after hydration (200 ms of main thread on a listing page, four times that on a slow phone).
 */
function BrowserOnlyOfflineBar() {
  const isClient = useIsClient();
  return isClient ? (
    <Suspense fallback={null}>
      <OfflineBar />
    </Suspense>
  ) : null;
}

export interface AppProps {
  queryClient: QueryClient;
  /** On the server: the path and query string being rendered (the browser reads its own location). */
  ssrPath?: string;
  /** The instant the server rendered at, while its markup is hydrated (lib/render-clock.tsx). */
  serverNow?: number;
}

export function App({ queryClient, ssrPath, serverNow }: AppProps) {
  useEffect(() => installDataRefresh(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <RenderClockProvider serverNow={serverNow}>
        <Router ssrPath={ssrPath}>
          <Splash />
          <PageViewTracker />
          <LiveUpdates />
          <SiteGate>
            <div className="flex min-h-dvh flex-col">
              <Header />
              <BrowserOnlyOfflineBar />
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
