import { Trans, useTranslation } from '@/lib/i18n/react';
import { Link } from 'wouter';
import { ArrowLeft, FileQuestion } from 'lucide-react';
import { paths } from '@/lib/paths';
import { useTitle } from '@/components/layout/page';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { ServerDataContext } from '@/app/lazy-page';
import { blogPageQueries, useBlogPost } from '@/features/blog/api/blog-queries';
import { ArticleBody, formatPostDate } from '@/features/blog/components/article';
import { languageOf as langOf } from '@common/i18n/languages';
import { errorMessage, isNotFound } from '@/lib/api-client';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useViewerTimeZone } from '@/lib/render-clock';

function NotFound({ slug }: { slug: string }) {
  const { t } = useTranslation('pages');
  useTitle(t('blogPost.notFoundTitle'));
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center">
      <span aria-hidden="true" className="flex h-20 w-20 items-center justify-center rounded-3xl bg-brand-50 text-brand-700">
        <FileQuestion className="h-10 w-10" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-widest text-brand-700">{t('blogPost.eyebrow')}</p>
      <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-4xl">{t('blogPost.notFound')}</h1>
      <p className="mt-4 text-lg text-stone-700">
        <Trans
          t={t}
          i18nKey="blogPost.notFoundBody"
          values={{ path: `/blog/${slug}` }}
          components={{ path: <span className="break-all font-mono text-base text-stone-900" /> }}
        />
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={paths.blog}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {t('blogPost.back')}
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link href={paths.successStories}>{t('blogPost.successStories')}</Link>
        </Button>
      </div>
    </div>
  );
}

export const serverData = ({ params }: ServerDataContext) => [blogPageQueries.post(decodeSlug(params.slug))];

export default function BlogPostPage({ params }: { params: { slug: string } }) {
  const { t, i18n } = useTranslation('pages');
  const slug = decodeSlug(params.slug);
  const { data: post, isPending, error } = useBlogPost(slug);
  const timeZone = useViewerTimeZone();
  useTitle(post?.title ?? (isPending ? t('blogPost.eyebrow') : undefined));
  if (isPending) return <Spinner label={t('blogPost.loading')} centered className="mx-auto mt-20" />;
  if (isNotFound(error)) return <NotFound slug={slug} />;
  if (error || !post)
    return (
      <p role="alert" className="mx-auto mt-12 max-w-xl rounded-xl bg-red-50 p-4 text-stone-800">
        {t('blogPost.loadFailed')} {errorMessage(error)}
      </p>
    );
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <Link href={paths.blog} className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {t('blogPost.allPosts')}
      </Link>
      <header className="mt-4">
        {post.tags.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('blogPost.topics')}>
            {post.tags.map((tag) => (
              <li key={tag}>
                <Link
                  href={`${paths.blog}?tag=${encodeURIComponent(tag)}`}
                  className="text-sm font-semibold uppercase tracking-widest text-brand-700 hover:underline"
                >
                  {tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <h1 className="mt-2 text-3xl font-semibold text-brand-900 sm:text-5xl">{post.title}</h1>
        {post.description && <p className="mt-4 text-xl text-stone-700">{post.description}</p>}
        <p className="mt-4 text-sm text-stone-600">
          {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt, timeZone, langOf(i18n))}</time> ·{' '}
          {t('blogPost.readingMinutes', { count: post.readingMinutes })}
        </p>
      </header>
      {post.coverImageUrl && <img src={post.coverImageUrl} alt={post.coverImageAlt} className="mt-8 aspect-[16/9] w-full rounded-3xl object-cover" />}
      <div className="mt-8">
        <ArticleBody html={post.html} />
      </div>
      <aside aria-labelledby="post-newsletter" className="mt-14 rounded-3xl bg-brand-900 px-6 py-8 text-brand-100 sm:px-10">
        <h2 id="post-newsletter" className="text-2xl font-semibold text-white">
          {t('blogPost.newsTitle')}
        </h2>
        <p className="mt-2 max-w-xl">{t('blogPost.newsBody')}</p>
        <div className="mt-5 max-w-md">
          <NewsletterForm source="blog-post" dark />
        </div>
      </aside>
    </article>
  );
}

function decodeSlug(slug: string) {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}
