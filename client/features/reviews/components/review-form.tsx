import { useTranslation } from '@/lib/i18n/react';
import { useId, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, ReviewInputSchema, type Review } from '@common/schemas/reviews';
import { Button } from '@/components/ui/button';
import { useCreateReview, useEditReview } from '../api/save-review';
import { StarInput } from './star-input';
import { fieldErrors } from '@/lib/field-errors';

interface ReviewFormProps {
  farmId: number;
  farmName: string;
  /** Editing this review; absent: a new one. */
  review?: Review;
  onDone?: () => void;
}

export function ReviewForm({ farmId, farmName, review, onDone }: ReviewFormProps) {
  const { t } = useTranslation('reviews');
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [body, setBody] = useState(review?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateReview(farmId, farmName);
  const edit = useEditReview(farmId);
  const pending = create.isPending || edit.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ReviewInputSchema.safeParse({ rating, body });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues)); // the schema's keys, said in the reader's language
      return;
    }
    setErrors({});
    const done = { onSuccess: () => (review ? onDone?.() : (setRating(0), setBody(''), onDone?.())) };
    if (review) edit.mutate({ id: review.id, ...parsed.data }, done);
    else create.mutate(parsed.data, done);
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
      aria-label={review ? t('form.editLabel') : t('form.label', { name: farmName })}
    >
      <StarInput value={rating} onChange={setRating} error={errors.rating} />
      <div className="space-y-1.5">
        <label htmlFor={`${id}-body`} className="block text-sm font-medium text-stone-800">
          {t('form.body')}
        </label>
        <textarea
          id={`${id}-body`}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          rows={4}
          maxLength={REVIEW_LIMITS.bodyMax}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={`${id}-hint${errors.body ? ` ${id}-err` : ''}`}
          placeholder={t('form.placeholder')}
          className="w-full rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-invalid:border-tomato-700"
        />
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {t('form.count', { n: body.trim().length, max: REVIEW_LIMITS.bodyMax })}
        </p>
        {errors.body && (
          <p id={`${id}-err`} className="text-sm text-tomato-700">
            {errors.body}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('form.saving') : review ? t('form.save') : t('form.post')}
        </Button>
        {review && (
          <Button variant="ghost" onClick={onDone}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
