import { useTranslation } from '@/lib/i18n/react';
import { Download } from 'lucide-react';
import type { Subscriber } from '@common/schemas/admin';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/newsletter';

export default function NewsletterAdmin() {
  const { t } = useTranslation('admin');
  const { list, filter } = useAdminTable<Subscriber>(ENDPOINT, { sort: 'subscribed', filters: { status: 'active' } });
  const unsubscribe = useAdminMutation(ENDPOINT, (s: Subscriber) => ['POST', `${ENDPOINT}/${s.id}/unsubscribe`], {
    success: (s) => t('newsletter.unsubscribedToast', { email: s.email }),
    error: t('newsletter.failed'),
  });
  const [ask, confirmDialog] = useConfirm();
  const columns: Column<Subscriber>[] = [
    { key: 'email', header: t('newsletter.email'), sort: 'email', className: 'wrap-anywhere', render: (s) => s.email },
    { key: 'source', header: t('newsletter.source'), render: (s) => s.source },
    { key: 'subscribed', header: t('newsletter.since'), sort: 'subscribed', className: 'whitespace-nowrap', render: (s) => formatDate(s.subscribedAt) },
    {
      key: 'status',
      header: t('common.status'),
      render: (s) =>
        s.unsubscribedAt ? (
          t('newsletter.unsubscribedOn', { date: formatDate(s.unsubscribedAt) })
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={async () =>
              (await ask({ title: t('newsletter.confirm', { email: s.email }), confirmLabel: t('newsletter.unsubscribe'), cancelLabel: t('common.cancel') })) &&
              unsubscribe.mutate(s)
            }
            aria-label={t('newsletter.unsubscribeNamed', { email: s.email })}
          >
            {t('newsletter.unsubscribe')}
          </Button>
        ),
    },
  ];
  return (
    <div className="space-y-4">
      {confirmDialog}
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100">
        <p className="flex-1 text-sm text-stone-800">{t('newsletter.exportHint')}</p>
        <Button asChild variant="secondary">
          <a href={`${ENDPOINT}/export.csv`} download>
            <Download className="h-4 w-4" aria-hidden="true" /> {t('newsletter.export')}
          </a>
        </Button>
      </div>
      <AdminTable
        caption={t('newsletter.caption')}
        list={list}
        columns={columns}
        rowKey={(s) => s.id}
        searchLabel={t('newsletter.search')}
        searchPlaceholder={t('newsletter.placeholder')}
        empty={t('newsletter.empty')}
        filters={
          <FilterSelect
            label={t('common.show')}
            {...filter('status')}
            options={[
              ['active', t('common.active')],
              ['unsubscribed', t('common.unsubscribed')],
              ['all', t('common.everyone')],
            ]}
          />
        }
      />
    </div>
  );
}
