import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n/react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useBlogPosts } from '../api/blog-queries';
import { PostCard, PostCardSkeleton } from './post-card';
import { HydrationSlice } from '@/lib/hydration';

/** Live posts (of one tag, or all) as cards, newest first, with a button for older ones. */
export function PostGrid({ tag, empty, moreLabel }: { tag: string | null; empty: ReactNode; moreLabel?: string }) {
  const { t } = useTranslation('blog');
  const { data, isPending, error, hasNextPage, fetchNextPage, isFetchingNextPage } = useBlogPosts(tag);
  const posts = data?.pages.flatMap((p) => p.items) ?? [];
  if (isPending)
    return (
      <>
        <Spinner label={t('grid.loading')} className="sr-only" />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <PostCardSkeleton key={i} />
          ))}
        </ul>
      </>
    );
  if (error)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-stone-800">
        {t('grid.failed', { error: errorMessage(error) })}
      </p>
    );
  if (posts.length === 0) return <>{empty}</>;
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((p) => (
          // Each card hydrates on its own (decision 073).
          <HydrationSlice key={p.slug}>
            <PostCard post={p} />
          </HydrationSlice>
        ))}
      </ul>
      {hasNextPage && (
        <div className="mt-8 text-center">
          <Button variant="secondary" onClick={() => fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? t('grid.loadingMore') : (moreLabel ?? t('grid.older'))}
          </Button>
        </div>
      )}
    </>
  );
}
