import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import type { HeadProvider, PageHead } from '../../plugins/spa.js';
import { blogRepository } from './blog.repository.js';

/**
 * <head> for /blog/{slug}: title, summary, cover image and BlogPosting JSON-LD in the HTML the server sends,
 * so shared links preview and search engines index the article. An unknown or unpublished slug is a 404.
 */
export function blogHead(db: Db, config: Config): HeadProvider {
  return async (params): Promise<PageHead> => {
    let slug: string;
    try {
      slug = decodeURIComponent(params.slug ?? '').toLowerCase();
    } catch {
      return { title: 'Article not found', status: 404 };
    }
    const post = slug.length <= 100 ? await blogRepository(db).findLiveBySlug(slug) : undefined;
    if (!post) return { title: 'Article not found', status: 404 };
    const canonicalPath = `/blog/${post.slug}`;
    const image = post.coverImageUrl ? new URL(post.coverImageUrl, config.appOrigin).toString() : undefined;
    return {
      title: post.title,
      description: post.description || undefined,
      canonicalPath,
      image: post.coverImageUrl ?? undefined,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.description || undefined,
        datePublished: post.publishedAt!.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        author: { '@type': 'Organization', name: post.authorName },
        publisher: { '@type': 'Organization', name: 'Farm Stand Finder' },
        mainEntityOfPage: config.appOrigin + canonicalPath,
        keywords: post.tags.join(', ') || undefined,
        ...(image ? { image } : {}),
      },
    };
  };
}
