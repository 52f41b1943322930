import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '@/features/auth/api/use-user';
import { readSchedule } from '@/features/sponsors/popup-schedule';
import { getConfig } from '@/lib/config';

// SPEC.md's overlays open after a delay or a browser event, never with the page, so none is in the page's download.
// The notices (email banner, install card) are small and load after the page; the dialogs (onboarding, sponsor)
// bring the dialog library and load only for someone they may open for.
const Notices = lazy(() => import('./overlay-notices'));
const Dialogs = lazy(() => import('./overlay-dialogs'));

export function Overlays() {
  const { user } = useUser();
  const [location] = useLocation();
  const [mounted, setMounted] = useState(false);
  const [dialogs, setDialogs] = useState(false);
  useEffect(() => setMounted(true), []);
  useEffect(() => {
    // After the page view is counted (SponsorViewCounter renders before this), on every navigation.
    if ((user && !user.onboardingCompleted) || readSchedule(getConfig().sponsorMinViews)) setDialogs(true);
  }, [user, location]);
  return (
    <Suspense fallback={null}>
      {mounted && <Notices />}
      {dialogs && <Dialogs />}
    </Suspense>
  );
}
