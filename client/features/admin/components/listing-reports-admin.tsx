import { useId, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { REPORT_KIND_LABELS, REPORT_KINDS, REPORT_RESOLUTIONS, type AdminReport } from '@common/schemas/listing-reports';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/input';
import { RadioCards } from '@/components/ui/radio-cards';
import { ApiError } from '@/lib/api-client';
import { useAdminList } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/reports';
type Action = (typeof REPORT_RESOLUTIONS)[number];
const ACTIONS: Record<Action, [label: string, hint: string]> = {
  fix: ['Fixed', 'You corrected the listing (edit it first), or it is right now.'],
  hide: ['Hide the listing', 'Closed for good or not a real stand: it leaves search, the map and its page.'],
  merge: ['Merge a duplicate', 'Hide this listing and keep the other one.'],
  dismiss: ['Dismiss', 'Nothing is wrong: the listing stays as it is.'],
};
const RESOLVED: Record<NonNullable<AdminReport['resolution']>, string> = { fixed: 'Fixed', hidden: 'Listing hidden', merged: 'Merged', dismissed: 'Dismissed' };
const capital = (s: string) => s[0].toUpperCase() + s.slice(1);

function ResolveDialog({ report, onClose }: { report: AdminReport; onClose: () => void }) {
  const [action, setAction] = useState<Action | null>(null);
  const [error, setError] = useState<string>();
  const noteId = useId();
  const resolve = useAdminMutation(
    ENDPOINT,
    (body: { action: Action; note?: string; mergeInto?: number }) => ['POST', `${ENDPOINT}/${report.id}/resolve`, body],
    {
      success: ({ action: a }) => `${report.farm.name}: ${ACTIONS[a][0].toLowerCase()}`,
      error: 'Could not resolve the report',
    },
  );
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!action) return setError('Choose what to do');
    const form = new FormData(e.currentTarget);
    const note = String(form.get('note') ?? '').trim();
    const mergeInto = Number(form.get('mergeInto'));
    if (action === 'merge' && !(mergeInto > 0)) return setError('Enter the number of the listing to keep (from its address, /farm/123)');
    setError(undefined);
    resolve.mutate(
      { action, ...(note ? { note } : {}), ...(action === 'merge' ? { mergeInto } : {}) },
      { onSuccess: onClose, onError: (err) => setError(err instanceof ApiError ? err.serverMessage : undefined) },
    );
  }
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle>Resolve the report</DialogTitle>
        <DialogDescription className="mt-2">
          “{report.farm.name}” reported as {REPORT_KIND_LABELS[report.kind]} by {report.reporters} {report.reporters === 1 ? 'person' : 'people'}. The owner is
          told how it ended; it goes in the audit log.
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4">
          <RadioCards
            legend="What to do"
            name="action"
            value={action}
            onChange={setAction}
            options={REPORT_RESOLUTIONS.map((a) => [a, ...ACTIONS[a]] as const)}
          />
          {action === 'merge' && <Field label="Number of the listing to keep" name="mergeInto" inputMode="numeric" autoComplete="off" />}
          <div>
            <label htmlFor={noteId} className="block text-sm font-medium text-stone-800">
              Note for the owner (optional)
            </label>
            <textarea id={noteId} name="note" rows={2} maxLength={1000} className="mt-1 w-full rounded-xl border border-stone-300 bg-white p-3" />
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-tomato-700">
              {error}
            </p>
          )}
          <Button type="submit" disabled={resolve.isPending}>
            Resolve
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Admin → Reports: wrong information reported on listings, open first; resolve by fixing, hiding, merging or dismissing. */
export default function ListingReportsAdmin() {
  const [status, setStatus] = useState('open');
  const [kind, setKind] = useState('');
  const list = useAdminList<AdminReport>(ENDPOINT, { sort: 'reported' }, { status, kind });
  const [resolving, setResolving] = useState<AdminReport | null>(null);
  const columns: Column<AdminReport>[] = [
    {
      key: 'listing',
      header: 'Listing',
      className: 'min-w-48',
      render: (r) => (
        <div>
          <Link href={paths.farm(r.farm.id)} className="font-medium text-brand-800 underline">
            {r.farm.name}
          </Link>
          <p className="text-xs text-stone-600">
            #{r.farm.id} · {[r.farm.city, r.farm.region].filter(Boolean).join(', ')} · {r.farm.status}
          </p>
          <p className="text-xs text-stone-600">{r.farm.owner ? `Owner: ${r.farm.owner.email}` : 'No owner (imported)'}</p>
          {r.status === 'open' && (
            <Link href={`${paths.farmProfile}?id=${r.farm.id}`} className="text-sm font-medium text-brand-800 underline">
              Edit to fix it
            </Link>
          )}
        </div>
      ),
    },
    {
      key: 'report',
      header: 'Report',
      className: 'min-w-64 max-w-md',
      render: (r) => (
        <div className="space-y-1.5">
          <p className="font-semibold">{capital(REPORT_KIND_LABELS[r.kind])}</p>
          <ul className="space-y-1">
            {r.notes.map((n, i) => (
              <li key={i} className="break-words">
                “{n.note}” <span className="text-xs text-stone-600">— {n.by}</span>
              </li>
            ))}
          </ul>
          {r.ownerReply && (
            <p className="rounded-lg bg-stone-50 p-2">
              <span className="font-semibold">Owner:</span> {r.ownerReply.body}
            </p>
          )}
        </div>
      ),
    },
    { key: 'reported', header: 'Last reported', sort: 'reported', className: 'whitespace-nowrap', render: (r) => formatDate(r.lastReportedAt) },
    { key: 'reporters', header: 'People', sort: 'reporters', render: (r) => r.reporters },
    {
      key: 'status',
      header: 'Status',
      render: (r) =>
        r.status === 'open' ? (
          <Button size="sm" onClick={() => setResolving(r)} aria-label={`Resolve the report that ${r.farm.name} is ${REPORT_KIND_LABELS[r.kind]}`}>
            Resolve…
          </Button>
        ) : (
          <div>
            <p className="font-medium">{r.resolution ? RESOLVED[r.resolution] : 'Resolved'}</p>
            {r.mergedIntoId && <p className="text-xs text-stone-600">into #{r.mergedIntoId}</p>}
            <p className="text-xs text-stone-600">{formatDate(r.resolvedAt)}</p>
          </div>
        ),
    },
  ];
  return (
    <>
      <AdminTable
        caption="Reports about listings"
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchLabel="Search reports"
        searchPlaceholder="Listing, town or owner email"
        empty={status === 'open' ? 'No open reports. Every listing report has been dealt with.' : 'No reports match.'}
        filters={
          <>
            <FilterSelect
              label="Show"
              value={status}
              onChange={setStatus}
              options={[
                ['open', 'Open'],
                ['resolved', 'Resolved'],
                ['all', 'All'],
              ]}
            />
            <FilterSelect
              label="Kind"
              value={kind}
              onChange={setKind}
              options={[['', 'Any kind'], ...REPORT_KINDS.map((k) => [k, capital(REPORT_KIND_LABELS[k])] as [string, string])]}
            />
          </>
        }
      />
      {resolving && <ResolveDialog report={resolving} onClose={() => setResolving(null)} />}
    </>
  );
}
