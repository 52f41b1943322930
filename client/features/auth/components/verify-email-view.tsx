import { useEffect, useRef } from 'react';
import { Link, useSearch } from 'wouter';
import { MailCheck, MailWarning } from 'lucide-react';
import { authHref, paths } from '@/app/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorText, useUser } from '../api/use-user';
import { useVerifyEmail } from '../api/email-links';
import { AccountCard } from './account-card';
import { ResendVerificationButton } from './verify-email-notice';

/** /verify-email: opens the emailed link (token in the URL), or says what to do without one. */
export function VerifyEmailView() {
  const token = new URLSearchParams(useSearch()).get('token');
  const { user, isLoading } = useUser();
  const verify = useVerifyEmail();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // a link works once: never post it twice (React's dev double effects)
    verify.mutate(token);
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <AccountCard title="Email confirmed" icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <p role="status">
          Thank you: <strong className="break-all">{verify.data.email}</strong> is confirmed. You can now message farmers and post reviews.
        </p>
        <Button asChild className="w-full">
          <Link href={user ? paths.dashboard : paths.auth}>{user ? 'Go to your dashboard' : 'Sign in'}</Link>
        </Button>
      </AccountCard>
    );
  }
  if (token && !verify.isError) {
    return (
      <AccountCard title="Confirming your email…" icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <Spinner label="Confirming your email" />
      </AccountCard>
    );
  }
  if (isLoading) return null;
  if (user?.emailVerified && !verify.isError) {
    return (
      <AccountCard title="Your email is confirmed" icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <p>
          <strong className="break-all">{user.email}</strong> is confirmed. There is nothing more to do.
        </p>
        <Button asChild className="w-full">
          <Link href={paths.dashboard}>Go to your dashboard</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={verify.isError ? 'This link does not work' : 'Confirm your email'} icon={<MailWarning className="h-6 w-6" aria-hidden="true" />}>
      {verify.isError && <p role="alert">{errorText(verify.error)}</p>}
      {user ? (
        <>
          <p>
            We send a link to <strong className="break-all">{user.email}</strong> to confirm it is yours. Until then you can browse, but not message farmers or
            post reviews.
          </p>
          <ResendVerificationButton className="w-full" />
        </>
      ) : (
        <>
          <p>Open the link from the email we sent you. To get a new one, sign in and ask for it here or in account settings.</p>
          <Button asChild className="w-full">
            <Link href={authHref(paths.verifyEmail)}>Sign in</Link>
          </Button>
        </>
      )}
    </AccountCard>
  );
}
