import { InstallCard } from '@/features/install/install-card';
import { EmailSignupBanner } from '@/features/newsletter/components/email-banner';

/** The email banner and the install card, each once it is due (app/overlays.tsx decides, and loads this file then). */
export default function OverlayNotices({ banner, install }: { banner: boolean; install: boolean }) {
  return (
    <>
      {banner && <EmailSignupBanner />}
      {install && <InstallCard />}
    </>
  );
}
