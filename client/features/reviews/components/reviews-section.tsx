import { useTranslation } from '@/lib/i18n/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { MessageSquare } from 'lucide-react';
import { authHref } from '@/lib/paths';
import { useHere } from '@/lib/use-here';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth';
import { VerifyEmailNotice } from '@/features/auth/ui';
import { errorMessage } from '@/lib/api-client';
import { useReviews } from '../api/get-reviews';
import { ReviewForm } from './lazy-forms';
import { ReviewItem } from './review-item';

/** A listing's reviews: the viewer's own first (or the form to write one), then everyone's, newest first. */
export function ReviewsSection({ farmId, farmName }: { farmId: number; farmName: string }) {
  const { t } = useTranslation('reviews');
  const { user } = useUser();
  const [location] = useLocation();
  const here = useHere();
  const reviews = useReviews(farmId);
  const first = reviews.data?.pages[0];
  const items = (reviews.data?.pages.flatMap((p) => p.items) ?? []).filter((r) => !r.mine);
  const root = useRef<HTMLDivElement>(null);
  const loaded = reviews.isSuccess;
  // "/farm/1#reviews" (a reply notification; the listing page's section holds the id): the reviews load after the page, so
  // the browser cannot scroll to them itself.
  useEffect(() => {
    if (loaded && window.location.hash === '#reviews') root.current?.scrollIntoView({ block: 'start' });
  }, [loaded, location]);
  const common = { farmId, farmName, signedIn: Boolean(user), isAdmin: user?.userType === 'admin' };

  if (reviews.isPending) return <Spinner label={t('section.loading')} />;
  if (reviews.isError)
    return (
      <p role="alert" className="text-tomato-700">
        {t('section.failed', { error: errorMessage(reviews.error) })}
      </p>
    );

  return (
    <div ref={root} className="scroll-mt-24 space-y-4">
      {first?.mine && <ReviewItem review={first.mine} {...common} />}
      {first?.canReview &&
        (user?.emailVerified ? <ReviewForm farmId={farmId} farmName={farmName} /> : <VerifyEmailNotice action={t('section.verifyAction')} />)}
      {!user && (
        <p className="rounded-2xl bg-brand-50 p-4 text-brand-900">
          <Link href={authHref(here)} className="font-semibold underline">
            {t('section.signIn')}
          </Link>{' '}
          {t('section.signInToReview')}
        </p>
      )}
      {items.length === 0 && !first?.mine ? (
        <p className="flex items-center gap-2 text-stone-700">
          <MessageSquare className="h-5 w-5 text-stone-500" aria-hidden="true" /> {t('section.none')}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t('section.label')}>
          {items.map((r) => (
            <li key={r.id}>
              <ReviewItem review={r} {...common} />
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage && (
        <Button variant="secondary" onClick={() => void reviews.fetchNextPage()} disabled={reviews.isFetchingNextPage}>
          {reviews.isFetchingNextPage ? t('section.loadingMore') : t('section.more')}
        </Button>
      )}
    </div>
  );
}
