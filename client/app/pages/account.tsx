import { Link } from 'wouter';
import { KeyRound, MailCheck, ShieldCheck } from 'lucide-react';
import { paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { EmptyState, Page } from '@/components/layout/page';

type View = 'forgot-password' | 'reset-password' | 'verify-2fa' | 'verify-email';

const VIEWS: Record<View, { title: string; icon: typeof KeyRound; heading: string; text: string }> = {
  'forgot-password': {
    title: 'Forgot your password?',
    icon: KeyRound,
    heading: 'Password recovery by email',
    text: 'Here you will enter your email and we will send a single-use link, valid for one hour, to choose a new password. Emailed recovery is being switched on for the beta; until then, our support team can reset your password after confirming it is you.',
  },
  'reset-password': {
    title: 'Choose a new password',
    icon: KeyRound,
    heading: 'Open the link from your email',
    text: 'This page sets a new password from the link we email you. Without a valid link there is nothing to reset: request a new one, or contact support.',
  },
  'verify-2fa': {
    title: 'Two-step verification',
    icon: ShieldCheck,
    heading: 'Enter the code from your authenticator app',
    text: 'Accounts with two-step verification confirm each sign-in here with a six-digit code or a recovery code. Two-step verification can be turned on in account settings once it is available for your account.',
  },
  'verify-email': {
    title: 'Verify your email',
    icon: MailCheck,
    heading: 'Confirm your email address',
    text: 'The link in your welcome email brings you here to confirm your address, so that farmers know messages and reviews come from real people.',
  },
};

export default function AccountFlowPage({ view }: { view: View }) {
  const v = VIEWS[view];
  const Icon = v.icon;
  return (
    <Page title={v.title}>
      <EmptyState
        icon={<Icon className="h-8 w-8" aria-hidden="true" />}
        title={v.heading}
        actions={
          <>
            <Button asChild>
              <Link href={paths.auth}>Back to sign in</Link>
            </Button>
            <Button asChild variant="secondary">
              <Link href={paths.support}>Contact support</Link>
            </Button>
          </>
        }
      >
        <p>{v.text}</p>
      </EmptyState>
    </Page>
  );
}
