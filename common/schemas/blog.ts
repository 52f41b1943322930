import { z } from 'zod';
import { msg } from '../i18n/keys.js';
import { adminListQuery, adminPageSchema } from './admin.js';
import { uuidParam } from './params.js';
import { AssetUrl } from './site.js';

export const BLOG_LIMITS = { titleMax: 140, descriptionMax: 300, bodyMax: 100_000, slugMax: 100, tagsMax: 8, tagMax: 30, pageMax: 50 } as const;
/** Posts with this tag are the success stories (/success-stories). */
export const SUCCESS_STORY_TAG = 'success story';

export const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, msg('errors:blog.slugRequired'))
  .max(BLOG_LIMITS.slugMax, msg('errors:blog.slugTooLong'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, msg('errors:blog.slugFormat'));

export const TagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, msg('errors:blog.tagEmpty'))
  .max(BLOG_LIMITS.tagMax, msg('errors:blog.tagTooLong'))
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'-]*$/u, msg('errors:blog.tagFormat'));

/** A title as an address: "First Strawberries of June!" → "first-strawberries-of-june". */
export const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, BLOG_LIMITS.slugMax)
    .replace(/-$/, '');

export const BlogPostInputSchema = z
  .strictObject({
    title: z.string().trim().min(1, msg('errors:blog.titleRequired')).max(BLOG_LIMITS.titleMax, msg('errors:blog.titleTooLong')),
    slug: z.union([SlugSchema, z.literal('')]).optional(),
    description: z.string().trim().max(BLOG_LIMITS.descriptionMax, msg('errors:blog.summaryTooLong')).default(''),
    bodyMarkdown: z.string().trim().min(1, msg('errors:blog.bodyRequired')).max(BLOG_LIMITS.bodyMax, msg('errors:blog.bodyTooLong')),
    coverImageUrl: z.union([AssetUrl, z.literal('')]).nullish(),
    coverImageAlt: z.string().trim().max(300).default(''),
    tags: z
      .array(TagSchema)
      .max(BLOG_LIMITS.tagsMax, msg('errors:blog.tooManyTags'))
      .default([])
      .transform((tags) => [...new Set(tags)]),
    status: z.enum(['draft', 'published']).default('draft'),
    publishedAt: z.iso.datetime({ offset: true, message: msg('errors:blog.publishDate') }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.coverImageUrl && !v.coverImageAlt) ctx.addIssue({ code: 'custom', path: ['coverImageAlt'], message: msg('errors:blog.coverAlt') });
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

export const BlogPreviewSchema = z.strictObject({ bodyMarkdown: z.string().max(BLOG_LIMITS.bodyMax, msg('errors:blog.bodyTooLong')) });

export const BlogListQuerySchema = z.object({
  tag: TagSchema.optional(),
  limit: z.coerce.number().int().min(1).max(BLOG_LIMITS.pageMax).default(9),
  cursor: z.string().max(100).optional(),
});

export const ADMIN_BLOG_SORTS = ['updated', 'published', 'title'] as const;
export const AdminBlogListQuerySchema = adminListQuery(ADMIN_BLOG_SORTS, 'updated').extend({ status: z.enum(['draft', 'published']).optional() });

export const BlogPostSummarySchema = z
  .object({
    slug: z.string(),
    title: z.string(),
    description: z.string(),
    coverImageUrl: z.string().nullable(),
    coverImageAlt: z.string(),
    tags: z.array(z.string()),
    publishedAt: z.string(),
    authorName: z.string(),
    readingMinutes: z.number(),
  })
  .meta({ id: 'BlogPostSummary' });
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;

/** A post to read: its Markdown rendered and sanitized once, on the server (decision 006). */
export const BlogPostSchema = BlogPostSummarySchema.extend({ html: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPageSchema = z.object({ items: z.array(BlogPostSummarySchema), nextCursor: z.string().nullable() });
export type BlogPage = z.infer<typeof BlogPageSchema>;

/** The tags of live posts, most used first. */
export const BlogTagsSchema = z.array(z.object({ tag: z.string(), posts: z.number() }));
export type BlogTags = z.infer<typeof BlogTagsSchema>;

export const BlogSlugParamsSchema = z.object({ slug: z.string().max(200, msg('errors:blog.noPostAtAddress')) });

export const AdminBlogPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  bodyMarkdown: z.string(),
  coverImageUrl: z.string().nullable(),
  coverImageAlt: z.string(),
  tags: z.array(z.string()),
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable(),
  /** Published and its publish date has come: visitors can read it. */
  isLive: z.boolean(),
  authorName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>;
export const AdminBlogPageSchema = adminPageSchema(AdminBlogPostSchema);
export const AdminBlogParamsSchema = z.object({ id: uuidParam(msg('errors:blog.noPost')) });
/** The editor's preview: the Markdown rendered as it will be saved. */
export const BlogPreviewResultSchema = z.object({ html: z.string(), readingMinutes: z.number() });
export type BlogPreviewResult = z.infer<typeof BlogPreviewResultSchema>;
