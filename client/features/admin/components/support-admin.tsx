import { useTranslation } from '@/lib/i18n/react';
import { SUPPORT_TOPICS, type SupportMessage } from '@common/schemas/support';
import { Button } from '@/components/ui/button';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/support';

/** Admin → Support messages: what people sent through the contact form, open ones first. */
export default function SupportAdmin() {
  const { t } = useTranslation('admin');
  const { t: ts } = useTranslation('support');
  // A topic's name without its examples ("A listing", not "A listing (wrong hours, …)").
  const topicLabel = (id: string) => {
    const topic = SUPPORT_TOPICS.find(([known]) => known === id)?.[0];
    return topic ? ts(`topics.${topic}`).replace(/ \(.*\)$/, '') : id;
  };
  const { list, filters, filter } = useAdminTable<SupportMessage>(ENDPOINT, { sort: 'created', filters: { status: 'open' } });
  const { status } = filters;
  const setState = useAdminMutation(ENDPOINT, ({ m, to }: { m: SupportMessage; to: 'open' | 'closed' }) => ['PATCH', `${ENDPOINT}/${m.id}`, { status: to }], {
    success: ({ m, to }) => (to === 'closed' ? t('support.closedToast', { name: m.name }) : t('support.reopenedToast', { name: m.name })),
    error: t('support.failed'),
  });
  const columns: Column<SupportMessage>[] = [
    {
      key: 'from',
      header: t('support.from'),
      className: 'min-w-44',
      render: (m) => (
        <div>
          <p className="font-medium">{m.name}</p>
          <a href={`mailto:${m.email}`} className="wrap-anywhere text-brand-800 underline">
            {m.email}
          </a>
          {m.userId && <p className="text-xs text-stone-600">{t('support.signedIn')}</p>}
        </div>
      ),
    },
    { key: 'topic', header: t('support.topic'), render: (m) => topicLabel(m.topic) },
    { key: 'message', header: t('support.message'), className: 'min-w-72 max-w-xl', render: (m) => <p className="whitespace-pre-line">{m.message}</p> },
    { key: 'created', header: t('support.received'), sort: 'created', className: 'whitespace-nowrap', render: (m) => formatDate(m.createdAt) },
    {
      key: 'status',
      header: t('common.status'),
      render: (m) => (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setState.mutate({ m, to: m.status === 'open' ? 'closed' : 'open' })}
          aria-label={m.status === 'open' ? t('support.closeNamed', { name: m.name }) : t('support.reopenNamed', { name: m.name })}
        >
          {m.status === 'open' ? t('support.close') : t('support.reopen')}
        </Button>
      ),
    },
  ];
  return (
    <AdminTable
      caption={t('support.caption')}
      list={list}
      columns={columns}
      rowKey={(m) => m.id}
      searchLabel={t('support.search')}
      searchPlaceholder={t('support.placeholder')}
      empty={status === 'open' ? t('support.emptyOpen') : t('support.empty')}
      filters={
        <FilterSelect
          label={t('common.show')}
          {...filter('status')}
          options={[
            ['open', t('common.open')],
            ['closed', t('support.closed')],
            ['all', t('common.all')],
          ]}
        />
      }
    />
  );
}
