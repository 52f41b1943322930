import { useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { Newspaper } from 'lucide-react';
import type { BlogPostSummary } from '@common/schemas/blog';
import { paths } from '@/lib/paths';
import { languageOf as langOf } from '@common/i18n/languages';
import { useViewerTimeZone } from '@/lib/render-clock';
import { formatPostDate } from './article';

/** A post in a list: the whole card is one link, titled by the post. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  const { t, i18n } = useTranslation('blog');
  const timeZone = useViewerTimeZone();
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200 focus-within:ring-2 focus-within:ring-brand-600">
      {post.coverImageUrl ? (
        <img src={post.coverImageUrl} alt={post.coverImageAlt} loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="flex aspect-[16/9] items-center justify-center bg-brand-50 text-brand-700">
          <Newspaper className="h-10 w-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        {post.tags.length > 0 && <p className="text-xs font-semibold uppercase tracking-widest text-brand-700">{post.tags.slice(0, 2).join(' · ')}</p>}
        <h2 className="mt-1 text-xl font-semibold text-stone-900">
          <Link href={paths.blogPost(post.slug)} className="after:absolute after:inset-0 focus:outline-none group-hover:text-brand-800">
            {post.title}
          </Link>
        </h2>
        {post.description && <p className="mt-2 flex-1 text-stone-700">{post.description}</p>}
        <p className="mt-4 text-sm text-stone-600">
          <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, timeZone, langOf(i18n))}</time> ·{' '}
          {t('card.readingTime', { minutes: post.readingMinutes })}
        </p>
      </div>
    </li>
  );
}

/** The shape of a card while the posts load, so the page below does not jump when they arrive. */
export function PostCardSkeleton() {
  return (
    <li aria-hidden="true" className="flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200">
      <div className="aspect-[16/9] w-full animate-pulse bg-stone-100" />
      <div className="space-y-3 p-5">
        <div className="h-3 w-1/3 animate-pulse rounded bg-stone-100" />
        <div className="h-6 w-5/6 animate-pulse rounded bg-stone-200" />
        <div className="h-4 w-full animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-2/3 animate-pulse rounded bg-stone-100" />
        <div className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
      </div>
    </li>
  );
}
