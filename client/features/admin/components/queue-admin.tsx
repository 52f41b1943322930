import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { RotateCcw } from 'lucide-react';
import { formatDateTime } from '@common/i18n/format';
import { pageLanguage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/components/ui/toast-store';
import { errorMessage } from '@/lib/api-client';
import { useDeadJobs, useRetryJob } from '../api/jobs';
import { useOutbox, useRevealOutboxMail } from '../api/outbox';

/** Background work: what is waiting, what failed for good (and why), with a way to send it again. */
export function QueueAdmin() {
  const { t } = useTranslation('admin');
  const KIND_LABELS: Record<string, string> = {
    'email.send': t('jobs.kinds.email'),
    'push.send': t('jobs.kinds.push'),
    'followers.fanout': t('jobs.kinds.followers'),
  };
  const { data, error } = useDeadJobs();
  const retry = useRetryJob({
    onSuccess: () => toast({ title: t('jobs.queued'), variant: 'success' }),
    onError: (err) => toast({ title: t('jobs.retryFailed'), description: errorMessage(err), variant: 'error' }),
  });
  if (error) return <p role="alert">{t('jobs.failedToLoad', { error: errorMessage(error) })}</p>;
  if (!data) return <p className="text-stone-700">{t('jobs.loading')}</p>;
  return (
    <div className="space-y-4">
      <p className="text-stone-800">
        {t('jobs.waiting', { n: data.counts.queued })} · {t('jobs.running', { n: data.counts.running })} ·{' '}
        <strong>{t('jobs.failed', { count: data.counts.dead })}</strong>
      </p>
      {data.items.length === 0 ? (
        <p className="text-stone-700">{t('jobs.none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200">
          {data.items.map((j) => (
            <li key={j.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-stone-900">
                  {KIND_LABELS[j.kind] ?? j.kind}
                  {j.summary && <span className="font-normal text-stone-700"> · {j.summary}</span>}
                </p>
                <p className="break-words text-sm text-tomato-700">{j.lastError}</p>
                <p className="text-xs text-stone-600">
                  {t('jobs.attempts', { count: j.attempts })}
                  {j.finishedAt && t('jobs.gaveUp', { when: formatDateTime(new Date(j.finishedAt), pageLanguage()) })}
                </p>
              </div>
              <Button variant="secondary" size="sm" onClick={() => retry.mutate(j.id)} disabled={retry.isPending}>
                <RotateCcw className="h-4 w-4" aria-hidden="true" /> {t('jobs.retry')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Without SMTP_URL, the emails the site would have sent (for a developer or a test site): when, to whom, searched by recipient. */
export function OutboxAdmin() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const outbox = useOutbox(search);
  const reveal = useRevealOutboxMail();
  // The texts an admin chose to see whole (their one-time links shown; the server logged it).
  const [shown, setShown] = useState<Record<number, string>>({});
  const pages = outbox.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  if (outbox.isError) return <p role="alert">{t('jobs.failedToLoad', { error: errorMessage(outbox.error) })}</p>;
  if (!outbox.data) return null;
  if (!pages[0].enabled) return <p className="text-stone-700">{t('jobs.smtp')}</p>;
  return (
    <div className="space-y-4">
      <Field
        label={t('jobs.outboxSearch')}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('jobs.outboxPlaceholder')}
        className="max-w-md"
        autoComplete="off"
        maxLength={100}
      />
      {items.length === 0 && <p className="text-stone-700">{search ? t('jobs.noEmailsMatch') : t('jobs.noEmails')}</p>}
      <ul className="divide-y divide-stone-200">
        {items.map((m) => (
          <li key={m.id} className="py-2">
            <details>
              <summary className="cursor-pointer py-1">
                <span className="font-medium text-stone-900">{m.subject}</span>{' '}
                <span className="wrap-anywhere text-sm text-stone-700">{t('jobs.to', { to: m.to })}</span>
                {m.createdAt && (
                  <>
                    {' · '}
                    <time dateTime={m.createdAt} className="text-sm tabular-nums text-stone-600">
                      {formatDateTime(new Date(m.createdAt), pageLanguage())}
                    </time>
                  </>
                )}
              </summary>
              <pre className="mt-2 max-h-72 overflow-auto whitespace-pre-wrap rounded-xl bg-stone-50 p-3 text-sm text-stone-800">{shown[m.id] ?? m.text}</pre>
              {m.linksHidden && shown[m.id] === undefined && (
                <div className="mt-2 flex flex-wrap items-center gap-3">
                  <p className="text-sm text-stone-700">{t('jobs.linksHidden')}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={reveal.isPending}
                    onClick={() =>
                      reveal.mutate(m.id, {
                        onSuccess: (mail) => setShown((s) => ({ ...s, [m.id]: mail.text })),
                        onError: (err) => toast({ title: t('jobs.revealFailed'), description: errorMessage(err), variant: 'error' }),
                      })
                    }
                  >
                    {t('jobs.revealLinks')}
                  </Button>
                </div>
              )}
            </details>
          </li>
        ))}
      </ul>
      {outbox.hasNextPage && (
        <Button variant="secondary" onClick={() => outbox.fetchNextPage()} disabled={outbox.isFetchingNextPage}>
          {outbox.isFetchingNextPage ? t('jobs.loadingMore') : t('jobs.olderEmails')}
        </Button>
      )}
    </div>
  );
}
