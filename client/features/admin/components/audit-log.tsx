import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorText } from '@/features/auth';
import { useAuditLog } from '../api/users';

const FILTERS = [
  ['', 'All actions'],
  ['user.', 'Users'],
  ['listing.', 'Listings'],
  ['review.', 'Reviews'],
  ['sponsor.', 'Sponsors'],
  ['blog.', 'Blog'],
  ['ambassador.', 'Ambassadors'],
  ['newsletter.', 'Newsletter'],
  ['support.', 'Support messages'],
  ['site.', 'Site switches'],
  ['import.', 'Imports'],
  ['job.', 'Background jobs'],
] as const;
const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What admins did, newest first: who, what, when and from where. */
export function AuditLog() {
  const [action, setAction] = useState('');
  const [q, setQ] = useState('');
  const search = useDebouncedValue(q.trim(), 300);
  const log = useAuditLog(action, search);
  const items = log.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Field
          label="Search the log"
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder="An email, a listing’s name…"
          className="min-w-56 flex-1"
          autoComplete="off"
          maxLength={100}
        />
        <label className="block text-sm font-medium text-stone-800">
          Show
          <select
            value={action}
            onChange={(e) => setAction(e.target.value)}
            className="mt-1.5 block h-11 rounded-xl border border-stone-300 bg-white px-2 text-sm"
          >
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {log.isLoading && <p className="text-stone-600">Loading the audit log…</p>}
      {log.isError && <p className="text-tomato-700">{errorText(log.error)}</p>}
      {log.isSuccess && items.length === 0 && (
        <p className="text-stone-600">{search || action ? 'No admin actions match.' : 'No admin actions recorded yet.'}</p>
      )}
      <ol className="divide-y divide-stone-100" aria-label="Audit log">
        {items.map((e) => (
          <li key={e.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4">
            <time dateTime={e.createdAt} className="shrink-0 text-sm tabular-nums text-stone-600 sm:w-44">
              {when.format(new Date(e.createdAt))}
            </time>
            <div className="min-w-0 flex-1">
              <p className="break-words font-medium text-stone-900">{e.summary}</p>
              <p className="text-sm text-stone-600">
                <span className="break-all">{e.actorEmail ?? 'A deleted admin'}</span>
                {e.ip && <> · {e.ip}</>} · <code className="rounded bg-stone-100 px-1 text-xs">{e.action}</code>
              </p>
            </div>
          </li>
        ))}
      </ol>
      {log.hasNextPage && (
        <Button variant="secondary" onClick={() => log.fetchNextPage()} disabled={log.isFetchingNextPage}>
          {log.isFetchingNextPage ? 'Loading…' : 'Show older entries'}
        </Button>
      )}
    </div>
  );
}
