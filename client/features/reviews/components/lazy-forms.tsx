import { lazy, Suspense, type ComponentProps } from 'react';
import { Spinner } from '@/components/ui/spinner';

// The review and reply forms validate with the contract's zod schemas: they load when someone can write, not with
// every listing page.
const ReviewFormChunk = lazy(() => import('./review-form').then((m) => ({ default: m.ReviewForm })));
const ReplyFormChunk = lazy(() => import('./reply-form').then((m) => ({ default: m.ReplyForm })));

type ReviewFormProps = ComponentProps<typeof import('./review-form').ReviewForm>;
type ReplyFormProps = ComponentProps<typeof import('./reply-form').ReplyForm>;

export function ReviewForm(props: ReviewFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the review form" />}>
      <ReviewFormChunk {...props} />
    </Suspense>
  );
}

export function ReplyForm(props: ReplyFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the reply form" />}>
      <ReplyFormChunk {...props} />
    </Suspense>
  );
}
