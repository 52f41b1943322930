import { useState } from 'react';
import { ChartLine, Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { errorText } from '@/features/auth';
import { useAdminList } from '../api/admin-list';
import { ADMIN_SPONSORS_ENDPOINT, inputOf, useSponsorMutations, type AdminSponsor } from '../api/sponsors';
import { formatDate } from '../api/admin-mutation';
import { SponsorForm } from './sponsor-form';
import { SponsorStatsPanel } from './sponsor-stats';
import { AdminTable, type Column } from './admin-table';

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

function runState(s: AdminSponsor, now = Date.now()) {
  if (!s.isActive) return 'Paused';
  if (s.startsAt && Date.parse(s.startsAt) > now) return 'Scheduled';
  if (s.endsAt && Date.parse(s.endsAt) <= now) return 'Ended';
  return 'Live';
}

/** Admin → Sponsors: assets with their schedule and numbers, searched, sorted and paged on the server; add, edit, pause, delete, and stats over time. */
export function SponsorsAdmin() {
  const list = useAdminList<AdminSponsor>(ADMIN_SPONSORS_ENDPOINT, { sort: 'created' });
  const { update, remove } = useSponsorMutations();
  const [editing, setEditing] = useState<string | null>(null);
  const [statsOf, setStatsOf] = useState<string | null>(null);
  const items = list.query.data?.items ?? [];
  const edited = items.find((s) => s.id === editing);
  const charted = items.find((s) => s.id === statsOf);
  const onError = (title: string) => (err: Error) => toast({ title, description: errorText(err), variant: 'error' });
  const number = 'text-right tabular-nums';
  const [ask, confirmDialog] = useConfirm();

  const columns: Column<AdminSponsor>[] = [
    { key: 'title', header: 'Title', sort: 'title', className: 'font-medium', render: (s) => s.title },
    { key: 'media', header: 'Media', render: (s) => `${s.mediaType === 'youtube' ? 'YouTube' : s.mediaType} · popup` },
    {
      key: 'runs',
      header: 'Runs',
      render: (s) => (
        <>
          <span className="font-medium">{runState(s)}</span>
          <span className="block text-xs text-stone-600">
            {s.startsAt || s.endsAt ? `${s.startsAt ? formatDate(s.startsAt) : 'now'} – ${s.endsAt ? formatDate(s.endsAt) : 'open-ended'}` : 'No end date'}
          </span>
        </>
      ),
    },
    {
      key: 'active',
      header: 'Active',
      render: (s) => (
        <input
          type="checkbox"
          checked={s.isActive}
          onChange={(e) => update.mutate({ id: s.id, input: inputOf(s, { isActive: e.target.checked }) }, { onError: onError('Could not change the sponsor') })}
          className="h-5 w-5 accent-brand-600"
          aria-label={`Active: ${s.title}`}
        />
      ),
    },
    { key: 'impressions', header: 'Impressions', sort: 'impressions', className: number, render: (s) => s.impressions },
    { key: 'clicks', header: 'Clicks', sort: 'clicks', className: number, render: (s) => s.clicks },
    { key: 'clickRate', header: 'Click rate', sort: 'clickRate', className: number, render: (s) => pct(s.clickRate) },
    {
      key: 'actions',
      header: 'Actions',
      render: (s) => (
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Statistics for ${s.title}`}
            aria-pressed={statsOf === s.id}
            onClick={() => setStatsOf(statsOf === s.id ? null : s.id)}
          >
            <ChartLine className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Edit ${s.title}`} onClick={() => setEditing(s.id)}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete ${s.title}`}
            onClick={async () =>
              (await ask({ title: `Delete “${s.title}”?`, confirmLabel: 'Delete', cancelLabel: 'Cancel' })) &&
              remove.mutate(s.id, { onError: onError('Could not delete the sponsor') })
            }
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-8">
      {confirmDialog}
      <AdminTable
        caption="Sponsor assets with schedule, impressions, clicks and click rate"
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        searchLabel="Search sponsors"
        searchPlaceholder="Title or link"
        empty={list.q ? 'No sponsor matches.' : 'No sponsors yet. Add the first one below.'}
      />
      {charted && <SponsorStatsPanel key={charted.id} asset={charted} />}
      {edited ? <SponsorForm key={edited.id} asset={edited} onDone={() => setEditing(null)} /> : <SponsorForm />}
    </div>
  );
}
