import { useTranslation } from '@/lib/i18n/react';
import { useState } from 'react';
import { EyeOff, Flag, MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import type { Review } from '@common/schemas/reviews';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { lang, timeAgo } from '@/features/farms';
import { useNow } from '@/lib/render-clock';
import { useDeleteReview } from '../api/delete-review';
import { useHideReview, useReportReview } from '../api/moderate-review';
import { ReplyForm, ReviewForm } from './lazy-forms';
import { Stars } from './star-input';

interface ReviewItemProps {
  review: Review;
  farmId: number;
  farmName: string;
  signedIn: boolean;
  isAdmin: boolean;
}

/** One review. Its text is rendered as text (React escapes it): markup typed into a review never runs. */
export function ReviewItem({ review, farmId, farmName, signedIn, isAdmin }: ReviewItemProps) {
  const { t, i18n } = useTranslation('reviews');
  const now = useNow();
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const remove = useDeleteReview(farmId);
  const hide = useHideReview(farmId);

  if (editing) return <ReviewForm farmId={farmId} farmName={farmName} review={review} onDone={() => setEditing(false)} />;

  return (
    <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200" aria-label={t('item.by', { name: review.author.firstName })}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={review.rating} />
        <span className="font-semibold text-stone-900">{review.mine ? t('item.yours') : review.author.firstName}</span>
        <span className="text-sm text-stone-600">
          <time dateTime={review.createdAt}>{timeAgo(review.createdAt, now, lang(i18n))}</time>
          {review.edited && ` · ${t('item.edited')}`}
        </span>
        {review.hidden && <span className="rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">{t('item.hidden')}</span>}
        {review.reports !== undefined && review.reports > 0 && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-tomato-700">{t('item.reported', { count: review.reports })}</span>
        )}
      </header>
      <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-stone-800" data-testid="review-body">
        {review.body}
      </p>
      {review.reply && (
        <div className="mt-3 rounded-xl bg-brand-50 p-3 text-sm">
          <p className="font-semibold text-brand-900">{t('item.reply')}</p>
          <p className="mt-1 whitespace-pre-line break-words text-stone-800">{review.reply.body}</p>
        </div>
      )}
      {replying && <ReplyForm farmId={farmId} reviewId={review.id} onDone={() => setReplying(false)} />}
      <div className="mt-3 flex flex-wrap gap-1">
        {review.mine && (
          <>
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> {t('item.edit')}
            </Button>
            <ConfirmDelete onConfirm={() => remove.mutate(review.id)} pending={remove.isPending} />
          </>
        )}
        {review.canReply && !replying && (
          <Button size="sm" variant="ghost" onClick={() => setReplying(true)}>
            <MessageSquareReply className="h-4 w-4" aria-hidden="true" /> {t('item.replyButton')}
          </Button>
        )}
        {signedIn && !review.mine && <ReportButton reviewId={review.id} author={review.author.firstName} />}
        {isAdmin && (
          <Button size="sm" variant="ghost" onClick={() => hide.mutate({ id: review.id, hidden: !review.hidden })} disabled={hide.isPending}>
            <EyeOff className="h-4 w-4" aria-hidden="true" /> {review.hidden ? t('item.show') : t('item.hide')}
          </Button>
        )}
      </div>
    </article>
  );
}

function ConfirmDelete({ onConfirm, pending }: { onConfirm: () => void; pending: boolean }) {
  const { t } = useTranslation('reviews');
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('delete.button')}
        </Button>
      }
      title={t('delete.title')}
      description={t('delete.description')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.keep')}
      onConfirm={onConfirm}
      pending={pending}
    />
  );
}

function ReportButton({ reviewId, author }: { reviewId: string; author: string }) {
  const { t } = useTranslation('reviews');
  const [reason, setReason] = useState('');
  const report = useReportReview();
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost">
          <Flag className="h-4 w-4" aria-hidden="true" /> {t('report.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('report.title', { name: author })}</DialogTitle>
        <DialogDescription className="mt-2">{t('report.description')}</DialogDescription>
        <label className="mt-4 block text-sm font-medium text-stone-800">
          {t('report.reason')}
          <textarea
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            rows={3}
            maxLength={500}
            className="mt-1 w-full rounded-xl border border-stone-300 px-3 py-2 text-base"
          />
        </label>
        <div className="mt-6 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">{t('cancel')}</Button>
          </DialogClose>
          <DialogClose asChild>
            <Button onClick={() => report.mutate({ id: reviewId, reason })}>{t('report.send')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
