import { useState } from 'react';
import { Download } from 'lucide-react';
import type { Subscriber } from '@common/schemas/admin';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useAdminList } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/newsletter';

export default function NewsletterAdmin() {
  const [status, setStatus] = useState('active');
  const list = useAdminList<Subscriber>(ENDPOINT, { sort: 'subscribed' }, { status });
  const unsubscribe = useAdminMutation(ENDPOINT, (s: Subscriber) => ['POST', `${ENDPOINT}/${s.id}/unsubscribe`], {
    success: (s) => `${s.email} unsubscribed`,
    error: 'Could not unsubscribe',
  });
  const [ask, confirmDialog] = useConfirm();
  const columns: Column<Subscriber>[] = [
    { key: 'email', header: 'Email', sort: 'email', className: 'break-all', render: (s) => s.email },
    { key: 'source', header: 'Signed up from', render: (s) => s.source },
    { key: 'subscribed', header: 'Since', sort: 'subscribed', className: 'whitespace-nowrap', render: (s) => formatDate(s.subscribedAt) },
    {
      key: 'status',
      header: 'Status',
      render: (s) =>
        s.unsubscribedAt ? (
          `Unsubscribed ${formatDate(s.unsubscribedAt)}`
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={async () => (await ask({ title: `Unsubscribe ${s.email}?`, confirmLabel: 'Unsubscribe', cancelLabel: 'Cancel' })) && unsubscribe.mutate(s)}
            aria-label={`Unsubscribe ${s.email}`}
          >
            Unsubscribe
          </Button>
        ),
    },
  ];
  return (
    <div className="space-y-4">
      {confirmDialog}
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <p className="flex-1 text-sm text-stone-800">
          The export holds active subscribers only, each with a personal unsubscribe link to put in the email you send.
        </p>
        <Button asChild variant="secondary">
          <a href={`${ENDPOINT}/export.csv`} download>
            <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
          </a>
        </Button>
      </div>
      <AdminTable
        caption="Newsletter subscribers"
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        searchLabel="Search subscribers"
        searchPlaceholder="Email address"
        empty="No subscribers match."
        filters={
          <FilterSelect
            label="Show"
            value={status}
            onChange={setStatus}
            options={[
              ['active', 'Active'],
              ['unsubscribed', 'Unsubscribed'],
              ['all', 'Everyone'],
            ]}
          />
        }
      />
    </div>
  );
}
