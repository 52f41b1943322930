import { useState } from 'react';
import { SUPPORT_TOPICS, type SupportMessage } from '@common/schemas/support';
import { Button } from '@/components/ui/button';
import { useAdminList } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/support';
const topicLabel = (id: string) => SUPPORT_TOPICS.find(([t]) => t === id)?.[1].replace(/ \(.*\)$/, '') ?? id;

/** Admin → Support messages: what people sent through the contact form, open ones first. */
export default function SupportAdmin() {
  const [status, setStatus] = useState('open');
  const list = useAdminList<SupportMessage>(ENDPOINT, { sort: 'created' }, { status });
  const setState = useAdminMutation(ENDPOINT, ({ m, to }: { m: SupportMessage; to: 'open' | 'closed' }) => ['PATCH', `${ENDPOINT}/${m.id}`, { status: to }], {
    success: ({ m, to }) => `Message from ${m.name} ${to === 'closed' ? 'closed' : 'reopened'}`,
    error: 'Could not change the message',
  });
  const columns: Column<SupportMessage>[] = [
    {
      key: 'from',
      header: 'From',
      className: 'min-w-44',
      render: (m) => (
        <div>
          <p className="font-medium">{m.name}</p>
          <a href={`mailto:${m.email}`} className="break-all text-brand-800 underline">
            {m.email}
          </a>
          {m.userId && <p className="text-xs text-stone-600">Signed in</p>}
        </div>
      ),
    },
    { key: 'topic', header: 'Topic', render: (m) => topicLabel(m.topic) },
    { key: 'message', header: 'Message', className: 'min-w-72 max-w-xl', render: (m) => <p className="whitespace-pre-line">{m.message}</p> },
    { key: 'created', header: 'Received', sort: 'created', className: 'whitespace-nowrap', render: (m) => formatDate(m.createdAt) },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setState.mutate({ m, to: m.status === 'open' ? 'closed' : 'open' })}
          aria-label={`${m.status === 'open' ? 'Close' : 'Reopen'} the message from ${m.name}`}
        >
          {m.status === 'open' ? 'Close' : 'Reopen'}
        </Button>
      ),
    },
  ];
  return (
    <AdminTable
      caption="Support messages"
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      searchLabel="Search messages"
      searchPlaceholder="Name, email or words in the message"
      empty={status === 'open' ? 'No open messages. Everything is answered.' : 'No messages match.'}
      filters={
        <FilterSelect
          label="Show"
          value={status}
          onChange={setStatus}
          options={[
            ['open', 'Open'],
            ['closed', 'Closed'],
            ['all', 'All'],
          ]}
        />
      }
    />
  );
}
