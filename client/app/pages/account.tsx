import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { VerifyEmailView } from '@/features/auth/components/verify-email-view';
import { VerifyTwoFactorForm } from '@/features/auth/components/verify-two-factor-form';

type View = 'forgot-password' | 'reset-password' | 'verify-2fa' | 'verify-email';

/** The side flows of signing in: /forgot-password, /reset-password, /verify-2fa, /verify-email. */
export default function AccountFlowPage({ view }: { view: View }) {
  if (view === 'forgot-password') return <ForgotPasswordForm />;
  if (view === 'reset-password') return <ResetPasswordForm />;
  if (view === 'verify-2fa') return <VerifyTwoFactorForm />;
  return <VerifyEmailView />;
}
