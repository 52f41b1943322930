import { Link, useSearch } from 'wouter';
import { Newspaper, Rss, Sprout } from 'lucide-react';
import { paths } from '@/app/paths';
import { EmptyState, Page } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import type { ServerDataContext } from '@/app/lazy-page';
import { blogPageQueries, useBlogTags } from '@/features/blog/api/blog-queries';
import { PostGrid } from '@/features/blog/components/post-grid';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { cn } from '@/lib/utils';

const tagHref = (tag: string | null) => (tag ? `${paths.blog}?tag=${encodeURIComponent(tag)}` : paths.blog);

function TagFilter({ current }: { current: string | null }) {
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
    <nav aria-label="Topics">
      {/* One row that scrolls sideways on a phone: the same height loaded or not, so the posts never jump. */}
      <ul className="flex gap-2 max-sm:-mx-4 max-sm:overflow-x-auto max-sm:px-4 max-sm:py-0.5 sm:flex-wrap">
        {chip(null, 'All posts')}
        {tags.map((t) => chip(t.tag, `${t.tag[0].toUpperCase()}${t.tag.slice(1)} (${t.posts})`))}
      </ul>
    </nav>
  );
}

const tagOf = (search: string) => new URLSearchParams(search).get('tag')?.trim().toLowerCase() || null;

export const serverData = ({ search }: ServerDataContext) => [blogPageQueries.tags(), blogPageQueries.list(tagOf(search))];

export default function BlogPage() {
  const tag = tagOf(useSearch());
  return (
    <Page wide eyebrow="Blog" title="Stories from the field" lead="Farmer stories, seasonal guides and news from Farm Stand Finder, written by our team.">
      <TagFilter current={tag} />
      <div className="mt-8">
        <PostGrid
          tag={tag}
          empty={
            <EmptyState
              icon={<Newspaper className="h-8 w-8" aria-hidden="true" />}
              title={tag ? `No posts about “${tag}” yet` : 'No posts yet'}
              actions={
                <Button asChild>
                  <Link href={tag ? paths.blog : paths.openNow}>{tag ? 'See all posts' : 'Find a stand open now'}</Link>
                </Button>
              }
            >
              <p>{tag ? 'Try another topic, or read everything on the blog.' : 'The first stories from the field are being written.'}</p>
            </EmptyState>
          }
        />
      </div>

      <section aria-labelledby="blog-news" className="mt-14 rounded-3xl bg-brand-900 px-6 py-8 text-brand-100 sm:px-10">
        <Sprout className="h-8 w-8 text-sun" aria-hidden="true" />
        <h2 id="blog-news" className="mt-3 text-2xl font-semibold text-white">
          New posts in your inbox
        </h2>
        <p className="mt-2 max-w-xl">
          A short email in the growing season with new posts and what’s coming into season. Or follow the{' '}
          <a href="/blog/rss.xml" className="inline-flex items-center gap-1 font-medium text-white underline">
            <Rss className="h-4 w-4" aria-hidden="true" /> RSS feed
          </a>
          .
        </p>
        <div className="mt-5 max-w-md">
          <NewsletterForm source="blog" dark />
        </div>
      </section>
    </Page>
  );
}
