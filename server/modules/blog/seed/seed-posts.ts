import type { Db } from '../../../db/client.js';
import { settingsRepository } from '../../../lib/settings/settings.repository.js';
import { insertSeedPosts } from '../blog.repository.js';
import { renderMarkdown } from '../markdown.js';
import { GUIDE_POSTS } from './guides.js';
import { STORY_POSTS } from './stories.js';

export interface SeedPost {
  slug: string;
  title: string;
  description: string;
  tags: string[];
  publishedAt: string;
  body: string;
}

/**
 * The team's first posts, on every new install (not only demo ones), so the blog and the success stories
 * are never empty. Once: an admin who deletes or edits them keeps their changes.
 */
export async function seedBlogPosts(db: Db): Promise<number> {
  const settings = settingsRepository(db);
  if (await settings.get('blogSeeded')) return 0;
  const posts = [...GUIDE_POSTS, ...STORY_POSTS];
  const rows = await insertSeedPosts(
    db,
    posts.map((p) => ({
      slug: p.slug,
      title: p.title,
      description: p.description,
      bodyMarkdown: p.body,
      bodyHtml: renderMarkdown(p.body),
      tags: p.tags,
      status: 'published' as const,
      publishedAt: new Date(p.publishedAt),
    })),
  );
  await settings.set('blogSeeded', { at: new Date().toISOString(), posts: rows.length });
  return rows.length;
}
