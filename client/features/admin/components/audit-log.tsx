import { useState } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { formatDateTime } from '@common/i18n/format';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorText } from '@/features/auth';
import { pageLanguage } from '@/lib/i18n';
import { useAuditLog } from '../api/users';

const filters = (t: TFunction<'admin'>) =>
  [
    ['', t('audit.filters.all')],
    ['user.', t('audit.filters.users')],
    ['listing.', t('audit.filters.listings')],
    ['review.', t('audit.filters.reviews')],
    ['sponsor.', t('audit.filters.sponsors')],
    ['blog.', t('audit.filters.blog')],
    ['ambassador.', t('audit.filters.ambassadors')],
    ['newsletter.', t('audit.filters.newsletter')],
    ['support.', t('audit.filters.support')],
    ['site.', t('audit.filters.site')],
    ['import.', t('audit.filters.imports')],
    ['job.', t('audit.filters.jobs')],
    ['mail.', t('audit.filters.mail')],
  ] as const;

/** What admins did, newest first: who, what, when and from where. */
export function AuditLog() {
  const { t } = useTranslation('admin');
  const when = (iso: string) => formatDateTime(new Date(iso), pageLanguage());
  const [action, setAction] = useState('');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const log = useAuditLog(action, search);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label={t('audit.search')}
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('audit.placeholder')}
          className="min-w-56 flex-1"
          autoComplete="off"
          maxLength={100}
        />
        <label className="block text-sm font-medium text-stone-800">
          {t('common.show')}
          <select
            value={action}
            onChange={(e) => setAction(e.target.value)}
            className="mt-1.5 block h-11 rounded-xl border border-stone-300 bg-white px-2 text-sm"
          >
            {filters(t).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isLoading && <p className="text-stone-600">{t('audit.loading')}</p>}
      {log.isError && <p className="text-tomato-700">{errorText(log.error)}</p>}
      {log.isSuccess && items.length === 0 && <p className="text-stone-600">{search || action ? t('audit.noMatch') : t('audit.none')}</p>}
      <ol className="divide-y divide-stone-100" aria-label={t('audit.label')}>
        {items.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={e.createdAt} className="shrink-0 text-sm tabular-nums text-stone-600 sm:w-44">
              {when(e.createdAt)}
            </time>
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-stone-900">{e.summary}</p>
              <p className="text-sm text-stone-600">
                <span className="wrap-anywhere">{e.actorEmail ?? t('audit.deletedAdmin')}</span>
                {e.ip && <> · {e.ip}</>} · <code className="rounded bg-stone-100 px-1 text-xs">{e.action}</code>
              </p>
            </div>
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? t('audit.loadingMore') : t('audit.older')}
        </Button>
      )}
    </div>
  );
}
