import { useState } from 'react';
import type { AdminAmbassador } from '@common/schemas/ambassadors';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useAdminList } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/ambassadors';
const STATE = { pending: 'Waiting for review', approved: 'Approved', rejected: 'Rejected' } as const;

/** Admin → Ambassadors: applications to review, and what approved ambassadors have brought in. */
export default function AmbassadorsAdmin() {
  const [status, setStatus] = useState('pending');
  const list = useAdminList<AdminAmbassador>(ENDPOINT, { sort: 'created', dir: 'asc' }, { status });
  const review = useAdminMutation(
    ENDPOINT,
    ({ a, action }: { a: AdminAmbassador; action: 'approve' | 'reject' }) => ['POST', `${ENDPOINT}/${a.id}/${action}`],
    {
      success: ({ a, action }) => `${a.user.firstName} ${action === 'approve' ? 'approved: their link is emailed to them' : 'rejected'}`,
      error: 'Could not review the application',
    },
  );
  const [ask, confirmDialog] = useConfirm();
  const columns: Column<AdminAmbassador>[] = [
    {
      key: 'who',
      header: 'Applicant',
      className: 'min-w-44',
      render: (a) => (
        <div>
          <p className="font-medium">{a.user.firstName}</p>
          <p className="break-all text-xs text-stone-600">{a.user.email}</p>
        </div>
      ),
    },
    {
      key: 'area',
      header: 'Area and why',
      className: 'min-w-72 max-w-xl',
      render: (a) => (
        <div>
          <p className="font-medium">{a.area}</p>
          <p className="whitespace-pre-line text-stone-700">{a.motivation}</p>
        </div>
      ),
    },
    { key: 'created', header: 'Applied', sort: 'created', className: 'whitespace-nowrap', render: (a) => formatDate(a.createdAt) },
    { key: 'signups', header: 'Sign-ups', sort: 'signups', className: 'text-right tabular-nums', render: (a) => (a.status === 'approved' ? a.signups : '—') },
    {
      key: 'listings',
      header: 'Listings',
      sort: 'listings',
      className: 'text-right tabular-nums',
      render: (a) => (a.status === 'approved' ? a.listings : '—'),
    },
    {
      key: 'state',
      header: 'State',
      render: (a) => (
        <div>
          <p>{STATE[a.status]}</p>
          {a.code && <p className="font-mono text-xs">{a.code}</p>}
        </div>
      ),
    },
    {
      key: 'actions',
      header: 'Decision',
      render: (a) => (
        <div className="flex flex-wrap gap-1.5">
          {a.status !== 'approved' && (
            <Button size="sm" onClick={() => review.mutate({ a, action: 'approve' })} aria-label={`Approve ${a.user.firstName}`}>
              Approve
            </Button>
          )}
          {a.status !== 'rejected' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={async () =>
                (await ask({ title: `Reject ${a.user.firstName}’s application?`, confirmLabel: 'Reject', cancelLabel: 'Cancel' })) &&
                review.mutate({ a, action: 'reject' })
              }
              aria-label={`Reject ${a.user.firstName}`}
            >
              Reject
            </Button>
          )}
        </div>
      ),
    },
  ];
  return (
    <>
      {confirmDialog}
      <AdminTable
        caption="Ambassador applications"
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        searchLabel="Search applications"
        searchPlaceholder="Name, email, area or code"
        empty={status === 'pending' ? 'No applications are waiting.' : 'No applications match.'}
        filters={
          <FilterSelect
            label="Show"
            value={status}
            onChange={setStatus}
            options={[
              ['pending', 'Waiting'],
              ['approved', 'Approved'],
              ['rejected', 'Rejected'],
              ['all', 'All'],
            ]}
          />
        }
      />
    </>
  );
}
