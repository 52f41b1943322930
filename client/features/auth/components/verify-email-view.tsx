import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link, useSearch } from 'wouter';
import { MailCheck, MailWarning } from 'lucide-react';
import { authHref, paths } from '@/lib/paths';
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
  const { t } = useTranslation('auth');

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true; // a link works once: never post it twice (React's dev double effects)
    verify.mutate(token);
  }, [token, verify]);

  if (verify.isSuccess) {
    return (
      <AccountCard title={t('verifyEmail.confirmedTitle')} icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <p role="status">
          <Trans
            t={t}
            ns="auth"
            i18nKey="verifyEmail.confirmed"
            values={{ email: verify.data.email }}
            components={{ strong: <strong className="break-all" /> }}
          />
        </p>
        <Button asChild className="w-full">
          <Link href={user ? paths.dashboard : paths.auth}>{user ? t('verifyEmail.toDashboard') : t('login.submit')}</Link>
        </Button>
      </AccountCard>
    );
  }
  if (token && !verify.isError) {
    return (
      <AccountCard title={t('verifyEmail.confirmingTitle')} icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <Spinner label={t('verifyEmail.confirming')} />
      </AccountCard>
    );
  }
  if (isLoading) return null;
  if (user?.emailVerified && !verify.isError) {
    return (
      <AccountCard title={t('verifyEmail.alreadyTitle')} icon={<MailCheck className="h-6 w-6" aria-hidden="true" />}>
        <p>
          <Trans t={t} ns="auth" i18nKey="verifyEmail.already" values={{ email: user.email }} components={{ strong: <strong className="break-all" /> }} />
        </p>
        <Button asChild className="w-full">
          <Link href={paths.dashboard}>{t('verifyEmail.toDashboard')}</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={verify.isError ? t('links.broken') : t('verifyEmail.title')} icon={<MailWarning className="h-6 w-6" aria-hidden="true" />}>
      {verify.isError && <p role="alert">{errorText(verify.error)}</p>}
      {user ? (
        <>
          <p>
            <Trans t={t} ns="auth" i18nKey="verifyEmail.why" values={{ email: user.email }} components={{ strong: <strong className="break-all" /> }} />
          </p>
          <ResendVerificationButton className="w-full" />
        </>
      ) : (
        <>
          <p>{t('verifyEmail.signedOut')}</p>
          <Button asChild className="w-full">
            <Link href={authHref(paths.verifyEmail)}>{t('login.submit')}</Link>
          </Button>
        </>
      )}
    </AccountCard>
  );
}
