import { useRef } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import type { TFunction } from 'i18next';
import { Link } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { Eye, EyeOff, FlagOff, Trash2 } from 'lucide-react';
import type { AdminReview, ADMIN_REVIEW_STATUSES } from '@common/schemas/reviews';
import { paths } from '@/lib/paths';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { farmKeys } from '@/features/farms';
import { reviewKeys } from '@/features/reviews';
import { Stars } from '@/features/reviews/ui';
import { useAdminTable } from '../api/admin-list';
import { formatDate, useAdminMutation } from '../api/admin-mutation';
import { AdminTable, FilterSelect, type Column } from './admin-table';
import { ReviewReports } from './review-reports';

const ENDPOINT = '/api/admin/reviews';
type Status = (typeof ADMIN_REVIEW_STATUSES)[number];
const emptyText = (t: TFunction<'admin'>): Record<Status, string> => ({
  reported: t('reviews.empty.reported'),
  hidden: t('reviews.empty.hidden'),
  all: t('reviews.empty.all'),
});

/** Admin → Reviews: reported reviews first (most reported on top), to hide, delete, or let stand. */
export default function ReviewsAdmin() {
  const { t } = useTranslation('admin');
  const whose = (r: AdminReview) => t('reviews.whose', { author: r.author.firstName, farm: r.farm.name });
  const { list, filters, filter } = useAdminTable<AdminReview, { status: Status }>(ENDPOINT, { sort: 'reports', filters: { status: 'reported' } });
  const { status } = filters;
  const qc = useQueryClient();
  const box = useRef<HTMLDivElement>(null);
  // The listing pages keep their own copies of reviews and ratings; the row that was acted on may leave the
  // table: keyboard focus then goes to the table instead of being lost.
  const after = {
    onSuccess: async () => {
      await Promise.all([qc.invalidateQueries({ queryKey: reviewKeys.all }), qc.invalidateQueries({ queryKey: farmKeys.all })]);
      requestAnimationFrame(() => {
        if (document.activeElement === document.body) box.current?.querySelector<HTMLElement>('[role="region"]')?.focus();
      });
    },
  };
  const hide = useAdminMutation(ENDPOINT, ({ r, hidden }: { r: AdminReview; hidden: boolean }) => ['PATCH', `/api/reviews/${r.id}/hidden`, { hidden }], {
    success: ({ r, hidden }) => (hidden ? t('reviews.hiddenToast', { review: whose(r) }) : t('reviews.shownToast', { review: whose(r) })),
    error: t('reviews.changeFailed'),
  });
  const dismiss = useAdminMutation(ENDPOINT, (r: AdminReview) => ['POST', `${ENDPOINT}/${r.id}/dismiss-reports`], {
    success: (r) => (r.held ? t('reviews.keptHiddenToast', { review: whose(r) }) : t('reviews.dismissedToast', { review: whose(r) })),
    error: t('reviews.dismissFailed'),
  });
  const remove = useAdminMutation(ENDPOINT, (r: AdminReview) => ['DELETE', `/api/reviews/${r.id}`], {
    success: (r) => t('reviews.deletedToast', { review: whose(r) }),
    error: t('reviews.deleteFailed'),
  });
  const busy = hide.isPending || dismiss.isPending || remove.isPending;
  const [ask, confirmDialog] = useConfirm();

  const columns: Column<AdminReview>[] = [
    {
      key: 'review',
      header: t('reviews.review'),
      className: 'min-w-64 max-w-md',
      render: (r) => (
        <div>
          {/* The listing first: on a phone this column is what shows before scrolling sideways. */}
          <p className="mb-1 flex flex-wrap items-center gap-2">
            <Link href={`${paths.farm(r.farm.id)}#reviews`} className="font-medium text-brand-800 underline-offset-2 hover:underline">
              {r.farm.name}
            </Link>
            {r.hidden && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">{t('reviews.hidden')}</span>}
            {r.held && <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('reviews.held')}</span>}
          </p>
          <p className="whitespace-pre-line break-words text-stone-900">{r.body}</p>
          {r.reply && (
            <div className="mt-2 rounded-xl bg-brand-50 p-2.5">
              <p className="text-xs font-semibold text-brand-900">{t('reviews.reply')}</p>
              <p className="whitespace-pre-line break-words text-stone-800">{r.reply.body}</p>
            </div>
          )}
          <div className="mt-2 flex flex-wrap gap-1.5">
            {/* A held review (issue 29 point 6) waits for a look: showing it, or keeping it hidden. */}
            {r.held && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => dismiss.mutate(r, after)}
                aria-label={t('reviews.keepHiddenOf', { review: whose(r) })}
              >
                <EyeOff className="h-4 w-4" aria-hidden="true" /> {t('reviews.keepHidden')}
              </Button>
            )}
            {r.reports.open > 0 && !r.hidden && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => dismiss.mutate(r, after)}
                aria-label={t('reviews.dismissOf', { review: whose(r) })}
              >
                <FlagOff className="h-4 w-4" aria-hidden="true" /> {t('reviews.dismiss')}
              </Button>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              onClick={() => hide.mutate({ r, hidden: !r.hidden }, after)}
              aria-label={r.hidden ? t('reviews.unhideNamed', { review: whose(r) }) : t('reviews.hideNamed', { review: whose(r) })}
            >
              {r.hidden ? <Eye className="h-4 w-4" aria-hidden="true" /> : <EyeOff className="h-4 w-4" aria-hidden="true" />}{' '}
              {r.hidden ? t('reviews.unhide') : t('reviews.hide')}
            </Button>
            <Button
              variant="ghost-danger"
              size="sm"
              disabled={busy}
              onClick={async () =>
                (await ask({
                  title: t('reviews.confirmDelete', { review: whose(r), author: r.author.firstName }),
                  confirmLabel: t('reviews.delete'),
                  cancelLabel: t('common.cancel'),
                })) && remove.mutate(r, after)
              }
              aria-label={t('common.deleteNamed', { name: whose(r) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('reviews.delete')}
            </Button>
          </div>
        </div>
      ),
    },
    { key: 'reports', header: t('reviews.reports'), sort: 'reports', className: 'min-w-40 max-w-60', render: (r) => <ReviewReports reports={r.reports} /> },
    {
      key: 'author',
      header: t('reviews.author'),
      className: 'min-w-40',
      render: (r) => {
        const at = r.author.email.lastIndexOf('@');
        return (
          <div>
            <p>{r.author.firstName}</p>
            {/* Long addresses wrap before the @, not in the middle of a word. */}
            <a href={`mailto:${r.author.email}`} className="break-words text-xs text-brand-800 underline">
              {r.author.email.slice(0, at)}
              <wbr />
              {r.author.email.slice(at)}
            </a>
          </div>
        );
      },
    },
    { key: 'rating', header: t('reviews.stars'), sort: 'rating', render: (r) => <Stars rating={r.rating} /> },
    {
      key: 'created',
      header: t('reviews.posted'),
      sort: 'created',
      className: 'whitespace-nowrap',
      render: (r) => (
        <>
          <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
          {r.edited && <span className="block text-xs text-stone-600">{t('reviews.edited')}</span>}
        </>
      ),
    },
  ];

  return (
    <div ref={box}>
      {confirmDialog}
      <AdminTable
        caption={t('reviews.caption')}
        list={list}
        columns={columns}
        rowKey={(r) => r.id}
        searchLabel={t('reviews.search')}
        searchPlaceholder={t('reviews.placeholder')}
        empty={emptyText(t)[status]}
        filters={
          <FilterSelect
            label={t('common.show')}
            {...filter('status')}
            options={[
              ['reported', t('reviews.reported')],
              ['hidden', t('reviews.hidden')],
              ['all', t('reviews.allReviews')],
            ]}
          />
        }
      />
    </div>
  );
}
