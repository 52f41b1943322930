import { Trans, useTranslation } from '@/lib/i18n/react';
import { MailWarning } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/utils';
import { useResendVerification } from '../api/email-links';
import { errorText, useUser } from '../api/use-user';

export function ResendVerificationButton({ className, variant = 'primary' }: { className?: string; variant?: 'primary' | 'secondary' }) {
  const resend = useResendVerification();
  const { t } = useTranslation('auth');
  return (
    <Button
      variant={variant}
      className={className}
      disabled={resend.isPending || resend.isSuccess}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (answer) => toast({ title: t('verifyEmail.sent'), description: answer.message, variant: 'success' }),
          onError: (err) => toast({ title: t('verifyEmail.sendFailed'), description: errorText(err), variant: 'error' }),
        })
      }
    >
      {resend.isSuccess ? t('verifyEmail.sent') : resend.isPending ? t('actions.sending') : t('verifyEmail.resend')}
    </Button>
  );
}

/**
 * For a signed-in user whose email is not verified: what they cannot do yet and how to fix it. Nothing for
 * everyone else. Put it above a message composer or a review form, `action` in the reader's words (an infinitive that
 * ends "Verify your email address to …"): `<VerifyEmailNotice action={t('messages:thread.verifyAction')} />`.
 */
export function VerifyEmailNotice({ action, className }: { action: string; className?: string }) {
  const { user } = useUser();
  const { t } = useTranslation('auth');
  if (!user || user.emailVerified) return null;
  return (
    <div role="note" className={cn('flex flex-col gap-3 rounded-2xl border border-sun/60 bg-amber-50 p-4 sm:flex-row sm:items-center', className)}>
      <MailWarning className="h-6 w-6 shrink-0 text-amber-800" aria-hidden="true" />
      <p className="flex-1 text-sm text-stone-800">
        <Trans
          t={t}
          ns="auth"
          i18nKey="verifyEmail.notice"
          values={{ action, email: user.email }}
          components={{ strong: <strong />, email: <span className="break-all" /> }}
        />
      </p>
      <ResendVerificationButton variant="secondary" className="shrink-0" />
    </div>
  );
}
