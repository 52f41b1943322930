import { useTranslation } from '@/lib/i18n/react';
import type { AdminAmbassador } from '@common/schemas/ambassadors';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';

const ENDPOINT = '/api/admin/ambassadors';

/** Admin → Ambassadors: applications to review, and what approved ambassadors have brought in. */
export default function AmbassadorsAdmin() {
  const { t } = useTranslation('admin');
  const STATE = { pending: t('ambassadors.states.pending'), approved: t('ambassadors.states.approved'), rejected: t('ambassadors.states.rejected') };
  const { list, filters, filter } = useAdminTable<AdminAmbassador>(ENDPOINT, { sort: 'created', dir: 'asc', filters: { status: 'pending' } });
  const { status } = filters;
  const review = useAdminMutation(
    ENDPOINT,
    ({ a, action }: { a: AdminAmbassador; action: 'approve' | 'reject' }) => ['POST', `${ENDPOINT}/${a.id}/${action}`],
    {
      success: ({ a, action }) =>
        action === 'approve' ? t('ambassadors.approvedToast', { name: a.user.firstName }) : t('ambassadors.rejectedToast', { name: a.user.firstName }),
      error: t('ambassadors.failed'),
    },
  );
  const [ask, confirmDialog] = useConfirm();
  const columns: Column<AdminAmbassador>[] = [
    {
      key: 'who',
      header: t('ambassadors.applicant'),
      className: 'min-w-44',
      render: (a) => (
        <div>
          <p className="font-medium">{a.user.firstName}</p>
          <p className="wrap-anywhere text-xs text-stone-600">{a.user.email}</p>
        </div>
      ),
    },
    {
      key: 'area',
      header: t('ambassadors.area'),
      className: 'min-w-72 max-w-xl',
      render: (a) => (
        <div>
          <p className="font-medium">{a.area}</p>
          <p className="whitespace-pre-line text-stone-700">{a.motivation}</p>
        </div>
      ),
    },
    { key: 'created', header: t('ambassadors.applied'), sort: 'created', className: 'whitespace-nowrap', render: (a) => formatDate(a.createdAt) },
    {
      key: 'signups',
      header: t('ambassadors.signups'),
      sort: 'signups',
      className: 'text-right tabular-nums',
      render: (a) => (a.status === 'approved' ? a.signups : '—'),
    },
    {
      key: 'listings',
      header: t('common.listings'),
      sort: 'listings',
      className: 'text-right tabular-nums',
      render: (a) => (a.status === 'approved' ? a.listings : '—'),
    },
    {
      key: 'state',
      header: t('common.state'),
      render: (a) => (
        <div>
          <p>{STATE[a.status]}</p>
          {a.code && <p className="font-mono text-xs">{a.code}</p>}
        </div>
      ),
    },
    {
      key: 'actions',
      header: t('ambassadors.decision'),
      render: (a) => (
        <div className="flex flex-wrap gap-1.5">
          {a.status !== 'approved' && (
            <Button size="sm" onClick={() => review.mutate({ a, action: 'approve' })} aria-label={t('ambassadors.approveNamed', { name: a.user.firstName })}>
              {t('common.approve')}
            </Button>
          )}
          {a.status !== 'rejected' && (
            <Button
              size="sm"
              variant="secondary"
              onClick={async () =>
                (await ask({
                  title: t('ambassadors.confirmReject', { name: a.user.firstName }),
                  confirmLabel: t('ambassadors.reject'),
                  cancelLabel: t('common.cancel'),
                })) && review.mutate({ a, action: 'reject' })
              }
              aria-label={t('ambassadors.rejectNamed', { name: a.user.firstName })}
            >
              {t('ambassadors.reject')}
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
        caption={t('ambassadors.caption')}
        list={list}
        columns={columns}
        rowKey={(a) => a.id}
        searchLabel={t('ambassadors.search')}
        searchPlaceholder={t('ambassadors.placeholder')}
        empty={status === 'pending' ? t('ambassadors.emptyPending') : t('ambassadors.empty')}
        filters={
          <FilterSelect
            label={t('common.show')}
            {...filter('status')}
            options={[
              ['pending', t('common.waiting')],
              ['approved', t('common.approved')],
              ['rejected', t('common.rejected')],
              ['all', t('common.all')],
            ]}
          />
        }
      />
    </>
  );
}
