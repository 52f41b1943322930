import type { BlogPage, BlogPost } from '@common/schemas/blog.js';
import { rssFeed } from './rss.js';

// Answers as the API gives them, for the OpenAPI document: typed, so they cannot drift from the contract.

const summary: BlogPage['items'][number] = {
  slug: 'first-strawberries-of-june',
  title: 'First strawberries of June',
  description: 'Where to pick your own this weekend, and how to tell a ripe berry at the stand.',
  coverImageUrl: '/uploads/blog/strawberries.webp',
  coverImageAlt: 'A wooden crate of strawberries on a farm stand counter',
  tags: ['u-pick', 'fruit'],
  publishedAt: '2026-06-04T14:00:00.000Z',
  authorName: 'The Farm Stand Finder team',
  readingMinutes: 3,
};

export const BLOG_PAGE_EXAMPLE: BlogPage = { items: [summary], nextCursor: null };
export const BLOG_POST_EXAMPLE: BlogPost = { ...summary, html: '<p>The first berries are in at the u-picks along Route 209…</p>' };

/** The feed with one post, written by the feed's own code (rss.ts), so the example is what a reader gets. */
export const RSS_EXAMPLE = rssFeed(
  [
    {
      ...summary,
      bodyHtml: BLOG_POST_EXAMPLE.html,
      publishedAt: new Date(summary.publishedAt),
    },
  ],
  'https://farmstandfinder.example',
);
