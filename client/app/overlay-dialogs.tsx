import { OnboardingTutorial } from '@/features/onboarding/components/onboarding-dialog';
import { SponsorPopup } from '@/features/sponsors/components/sponsor-popup';

/** The onboarding tutorial and the sponsor popup (app/overlays.tsx loads them for someone they may open for). */
export default function OverlayDialogs() {
  return (
    <>
      <OnboardingTutorial />
      <SponsorPopup />
    </>
  );
}
