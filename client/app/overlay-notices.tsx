import { InstallCard } from '@/features/install/install-card';
import { EmailSignupBanner } from '@/features/newsletter/components/email-banner';

/** The email banner and the install card (app/overlays.tsx loads them after the page). */
export default function OverlayNotices() {
  return (
    <>
      <EmailSignupBanner />
      <InstallCard />
    </>
  );
}
