import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useMutation } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { errorText } from '@/features/auth/api/use-user';
import { apiJson } from '@/lib/api-client';

/** The newsletter's unsubscribe link: works signed out; one button so that link scanners never unsubscribe anyone. */
export default function UnsubscribePage() {
  const { t } = useTranslation('pages');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState(false);
  const unsubscribe = useMutation({ mutationFn: () => apiJson('POST', '/api/newsletter/unsubscribe', { token }), onSuccess: () => setDone(true) });
  const home = (
    <Button asChild variant="secondary">
      <Link href={paths.home}>{t('unsubscribe.home')}</Link>
    </Button>
  );
  return (
    <Page title={t('unsubscribe.title')}>
      {done ? (
        <EmptyState icon={<MailCheck className="h-8 w-8" aria-hidden="true" />} title={t('unsubscribe.doneTitle')} actions={home}>
          <p role="status">{t('unsubscribe.doneBody')}</p>
        </EmptyState>
      ) : !token ? (
        <EmptyState icon={<MailX className="h-8 w-8" aria-hidden="true" />} title={t('unsubscribe.incompleteTitle')} actions={home}>
          <p>{t('unsubscribe.incompleteBody')}</p>
        </EmptyState>
      ) : (
        <EmptyState
          icon={<MailX className="h-8 w-8" aria-hidden="true" />}
          title={t('unsubscribe.confirmTitle')}
          actions={
            <>
              <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? t('unsubscribe.pending') : t('unsubscribe.confirm')}
              </Button>
              {home}
            </>
          }
        >
          <p>{t('unsubscribe.confirmBody')}</p>
          {unsubscribe.error && (
            <p role="alert" className="mt-3 font-medium text-tomato-700">
              {errorText(unsubscribe.error)}
            </p>
          )}
        </EmptyState>
      )}
    </Page>
  );
}
