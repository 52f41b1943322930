import { useTranslation } from '@/lib/i18n/react';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS } from '@common/limits';
import { Button } from '@/components/ui/button';
import { useReplyToReview } from '../api/moderate-review';

/** The farmer's one reply to a review. */
export function ReplyForm({ farmId, reviewId, onDone }: { farmId: number; reviewId: string; onDone: () => void }) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [body, setBody] = useState('');
  const reply = useReplyToReview(farmId);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) return;
    reply.mutate({ id: reviewId, body }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {t('reply.label')}
      </label>
      <textarea
        id={id}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        rows={3}
        maxLength={REVIEW_LIMITS.replyMax}
        className="w-full rounded-xl border border-stone-300 px-3 py-2 text-base focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending || !body.trim()}>
          {t('reply.post')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
