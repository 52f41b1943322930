import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { PageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { useSiteSwitches } from '../api/settings';
import { gateFor } from '../gates';
import { ComingSoonPage, MaintenancePage } from './gate-pages';

/** Shows the maintenance or coming-soon page in place of any page a non-admin may not see right now. */
export function SiteGate({ children }: { children: ReactNode }) {
  const [pathname] = useLocation();
  const { user, isLoading: userLoading } = useUser();
  const switches = useSiteSwitches();
  if (switches.isLoading) return null; // the splash covers this moment
  // Only a switched-on gate needs to know whether this is an admin: otherwise the page (and its own
  // sign-in spinner) renders at once, even when the session check is slow.
  if ((switches.maintenance || switches.comingSoon) && userLoading) return <PageSpinner />;
  const gate = gateFor({ maintenance: switches.maintenance, comingSoon: switches.comingSoon, isAdmin: user?.userType === 'admin', pathname });
  if (gate === 'maintenance') return <MaintenancePage />;
  if (gate === 'coming-soon') return <ComingSoonPage />;
  return <>{children}</>;
}
