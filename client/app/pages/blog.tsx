import { useTranslation } from '@/lib/i18n/react';
import { Link, useSearch } from 'wouter';
import { Newspaper, Rss, Sprout } from 'lucide-react';
import { paths } from '@/lib/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import type { ServerDataContext } from '@/app/lazy-page';
import { blogPageQueries, useBlogTags } from '@/features/blog/api/blog-queries';
import { PostGrid } from '@/features/blog/components/post-grid';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { cn } from '@/lib/utils';
import { HydrateWhenVisible } from '@/lib/hydration';

const tagHref = (tag: string | null) => (tag ? `${paths.blog}?tag=${encodeURIComponent(tag)}` : paths.blog);

function TagFilter({ current }: { current: string | null }) {
  const { t } = useTranslation('pages');
  const { data: tags, isPending } = useBlogTags();
  if (isPending) return <div className="min-h-12" aria-hidden="true" />; // the chips' row, kept while they load
  if (!tags?.length) return null;
  const chip = (tag: string | null, label: string) => (
    <li key={tag ?? ''} className="shrink-0">
      <Link
        href={tagHref(tag)}
        aria-current={current === tag ? 'page' : undefined}
        className={cn(
          'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-medium ring-1',
          current === tag ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-stone-800 ring-stone-300 hover:bg-brand-50',
        )}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <nav aria-label={t('blog.topics')}>
      {/* One row that scrolls sideways on a phone: the same height loaded or not, so the posts never jump. */}
      <ul className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:py-0.5 sm:flex-wrap">
        {chip(null, t('blog.allPosts'))}
        {tags.map((tag) => chip(tag.tag, t('blog.tagCount', { tag: `${tag.tag[0].toUpperCase()}${tag.tag.slice(1)}`, posts: tag.posts })))}
      </ul>
    </nav>
  );
}

const tagOf = (search: string) => new URLSearchParams(search).get('tag')?.trim().toLowerCase() || null;

export const serverData = ({ search }: ServerDataContext) => [blogPageQueries.tags(), blogPageQueries.list(tagOf(search))];

export default function BlogPage() {
  const { t } = useTranslation('pages');
  const tag = tagOf(useSearch());
  return (
    <Page wide eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')}>
      <TagFilter current={tag} />
      <div className="mt-8">
        <PostGrid
          tag={tag}
          empty={
            <EmptyState
              icon={<Newspaper className="h-8 w-8" aria-hidden="true" />}
              title={tag ? t('blog.emptyTag', { tag }) : t('blog.empty')}
              actions={
                <Button asChild>
                  <Link href={tag ? paths.blog : paths.openNow}>{tag ? t('blog.seeAll') : t('blog.findOpen')}</Link>
                </Button>
              }
            >
              <p>{tag ? t('blog.emptyTagHint') : t('blog.emptyHint')}</p>
            </EmptyState>
          }
        />
      </div>

      {/* Below the posts: hydrates when it comes near the screen or is touched (decision 073). */}
      <HydrateWhenVisible>
        <section aria-labelledby="blog-news" className="mt-14 rounded-3xl bg-brand-900 px-6 py-8 text-brand-100 sm:px-10">
          <Sprout className="h-8 w-8 text-sun" aria-hidden="true" />
          <h2 id="blog-news" className="mt-3 text-2xl font-semibold text-white">
            {t('blog.newsTitle')}
          </h2>
          <p className="mt-2 max-w-xl">
            {t('blog.newsBody')}{' '}
            <a href="/blog/rss.xml" className="inline-flex items-center gap-1 font-medium text-white underline">
              <Rss className="h-4 w-4" aria-hidden="true" /> {t('blog.rss')}
            </a>
            .
          </p>
          <div className="mt-5 max-w-md">
            <NewsletterForm source="blog" dark />
          </div>
        </section>
      </HydrateWhenVisible>
    </Page>
  );
}
