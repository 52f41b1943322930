import { lazy, Suspense, useEffect, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { Splash } from '@/components/layout/splash';
import { Toaster } from '@/components/ui/toaster';
import { TooltipProvider } from '@/components/ui/tooltip';
import { PageViewTracker } from '@/features/analytics/page-view-tracker';
import { InstallCard } from '@/features/install/install-card';
import { EmailSignupBanner } from '@/features/newsletter/components/email-banner';
import { OnboardingTutorial } from '@/features/onboarding/components/onboarding-dialog';
import { SiteGate } from '@/features/site/components/site-gate';
import { SponsorPopup } from '@/features/sponsors/components/sponsor-popup';
import { installDataRefresh } from '@/lib/data-refresh';
import { createQueryClient } from '@/lib/query-client';
import { LiveUpdates } from './live-updates';
import { AppRoutes } from './routes';

// Offline status, actions waiting to send, a new release: loads after the first paint, as it rarely has anything to say.
const OfflineBar = lazy(() => import('@/features/offline/components/offline-bar'));

export function App() {
  const [queryClient] = useState(createQueryClient);
  useEffect(() => installDataRefresh(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <Router>
          <Splash />
          <PageViewTracker />
          <LiveUpdates />
          <SiteGate>
            <div className="flex min-h-dvh flex-col">
              <Header />
              <Suspense fallback={null}>
                <OfflineBar />
              </Suspense>
              {/* At least a screen tall: the footer starts below the fold, so content loading in never pushes it about (layout shift). */}
              <main id="main" className="min-h-dvh flex-1">
                <AppRoutes />
              </main>
              <Footer />
            </div>
            <OnboardingTutorial />
            <SponsorPopup />
            <EmailSignupBanner />
            <InstallCard />
          </SiteGate>
          <Toaster />
        </Router>
      </TooltipProvider>
    </QueryClientProvider>
  );
}
