import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Blog posts, written by admins in Markdown. `bodyHtml` is the Markdown rendered and sanitized on the
 * server when the post is saved, so every reader gets the same safe HTML the admin previewed.
 */
export const blogPosts = pgTable(
  'blog_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    bodyHtml: text('body_html').notNull(),
    coverImageUrl: text('cover_image_url'),
    coverImageAlt: text('cover_image_alt').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** When it goes (or went) public: a published post dated in the future stays hidden until then. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull().default('The Farm Stand Finder team'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_idx').on(t.slug),
    // The public list: newest published first, keyset-paged on (published_at, id).
    index('blog_posts_public_idx')
      .on(sql`${t.publishedAt} DESC`, sql`${t.id} DESC`)
      .where(sql`status = 'published'`),
    index('blog_posts_tags_idx').using('gin', t.tags),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
