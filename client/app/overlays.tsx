import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { useUser } from '@/features/auth/api/use-user';
import { onInstallPrompt } from '@/features/install/install-prompt';
import { emailBannerWanted } from '@/features/newsletter/api/subscribe';
import { readSchedule } from '@/features/sponsors/popup-schedule';
import { getConfig } from '@/lib/config';
import { afterIdle } from '@/lib/idle';
import { paths } from '@/lib/paths';

// docs/product.md's overlays open after a delay or a browser event, never with the page, so none is in the page's download.
// Each loads when it is due, not before: the email banner when its 3 s are up (for someone who has neither
// dismissed it nor signed up), the install card when the browser offers installation, the dialogs (onboarding,
// sponsor; they bring the dialog library) for someone they may open for.
// A download that fails (no signal, no service worker yet) shows nothing rather than taking the page down.
const Notices = lazy<ComponentType<{ banner: boolean; install: boolean }>>(() => import('./overlay-notices').catch(() => ({ default: () => null })));
const Dialogs = lazy(() => import('./overlay-dialogs'));

/**
 * Where the email banner waits instead of showing (docs/product.md §S4 times it, not where): pages where someone is at work on
 * a form or a full-screen tool. On a phone it covered the listing editor's Save bar and the map's legend. It shows
 * on the next page that is not one of these.
 */
const BANNER_FREE = [paths.farmProfile, paths.dashboard, paths.admin, paths.messages, paths.accountSettings, paths.map, paths.trips, paths.auth];
const bannerFree = (location: string) => BANNER_FREE.some((p) => location === p || location.startsWith(`${p}/`));

export function Overlays() {
  const { user } = useUser();
  const [location] = useLocation();
  const [banner, setBanner] = useState(false);
  const [install, setInstall] = useState(false);
  const [dialogs, setDialogs] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Storage is read when the browser is idle, not in hydration's task (lib/idle.ts); the 3 s count from the start.
    const started = Date.now();
    const cancel = afterIdle(() => {
      if (emailBannerWanted()) timer = setTimeout(() => setBanner(true), Math.max(0, getConfig().emailBannerDelayMs - (Date.now() - started)));
    });
    return () => (cancel(), clearTimeout(timer));
  }, []);
  // The offer is kept from the first script on (install-prompt.ts); the card is told of it when it loads.
  useEffect(() => onInstallPrompt((offer) => offer && setInstall(true)), []);
  useEffect(
    () =>
      // After the page view is counted (SponsorViewCounter queues its count first), on every navigation.
      afterIdle(() => {
        if ((user && !user.onboardingCompleted) || readSchedule(getConfig().sponsorMinViews)) setDialogs(true);
      }),
    [user, location],
  );
  // A push subscription ends with its session (issue 29 point 2): each signed-in session stores this browser's again.
  // Loaded when idle, like the overlays: nothing of it is in the page's first download.
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    return afterIdle(() => void import('@/features/push/subscribe').then((m) => m.resubscribePush()).catch(() => undefined));
  }, [userId]);
  const showBanner = banner && !bannerFree(location);
  return (
    <Suspense fallback={null}>
      {(showBanner || install) && <Notices banner={showBanner} install={install} />}
      {dialogs && <Dialogs />}
    </Suspense>
  );
}
