import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { useMutation } from '@tanstack/react-query';
import { MailCheck, MailX } from 'lucide-react';
import { paths } from '@/app/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { errorText } from '@/features/auth/api/use-user';
import { apiJson } from '@/lib/api-client';

/** The newsletter's unsubscribe link: works signed out; one button so that link scanners never unsubscribe anyone. */
export default function UnsubscribePage() {
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState(false);
  const unsubscribe = useMutation({ mutationFn: () => apiJson('POST', '/api/newsletter/unsubscribe', { token }), onSuccess: () => setDone(true) });
  const home = (
    <Button asChild variant="secondary">
      <Link href={paths.home}>Go to Farm Stand Finder</Link>
    </Button>
  );
  return (
    <Page title="Newsletter">
      {done ? (
        <EmptyState icon={<MailCheck className="h-8 w-8" aria-hidden="true" />} title="You’re unsubscribed" actions={home}>
          <p role="status">We won’t send you the newsletter again. Changed your mind? Sign up again any time at the bottom of any page.</p>
        </EmptyState>
      ) : !token ? (
        <EmptyState icon={<MailX className="h-8 w-8" aria-hidden="true" />} title="This link is incomplete" actions={home}>
          <p>Open the unsubscribe link from the newsletter email again, or copy the whole link into your browser.</p>
        </EmptyState>
      ) : (
        <EmptyState
          icon={<MailX className="h-8 w-8" aria-hidden="true" />}
          title="Unsubscribe from the newsletter?"
          actions={
            <>
              <Button onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
                {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe me'}
              </Button>
              {home}
            </>
          }
        >
          <p>You’ll stop getting the seasonal email about farm stands and new blog posts. No sign-in needed.</p>
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
