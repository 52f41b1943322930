import { z } from 'zod';
import { adminListQuery } from './admin.js';
import { AssetUrl } from './site.js';

export const BLOG_LIMITS = { titleMax: 140, descriptionMax: 300, bodyMax: 100_000, slugMax: 100, tagsMax: 8, tagMax: 30, pageMax: 50 } as const;
/** Posts with this tag are the success stories (/success-stories). */
export const SUCCESS_STORY_TAG = 'success story';

export const SlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'The address is required')
  .max(BLOG_LIMITS.slugMax, `Keep the address under ${BLOG_LIMITS.slugMax} characters`)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, numbers and single dashes, e.g. first-strawberries-of-june');

export const TagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'A tag cannot be empty')
  .max(BLOG_LIMITS.tagMax, `Keep each tag under ${BLOG_LIMITS.tagMax} characters`)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} &'-]*$/u, 'Tags use letters, numbers, spaces and dashes');

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
    title: z.string().trim().min(1, 'Give the post a title').max(BLOG_LIMITS.titleMax, `Keep the title under ${BLOG_LIMITS.titleMax} characters`),
    slug: z.union([SlugSchema, z.literal('')]).optional(),
    description: z.string().trim().max(BLOG_LIMITS.descriptionMax, `Keep the summary under ${BLOG_LIMITS.descriptionMax} characters`).default(''),
    bodyMarkdown: z.string().trim().min(1, 'Write the post before saving it').max(BLOG_LIMITS.bodyMax, 'The post is too long'),
    coverImageUrl: z.union([AssetUrl, z.literal('')]).nullish(),
    coverImageAlt: z.string().trim().max(300).default(''),
    tags: z
      .array(TagSchema)
      .max(BLOG_LIMITS.tagsMax, `Use at most ${BLOG_LIMITS.tagsMax} tags`)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    status: z.enum(['draft', 'published']).default('draft'),
    publishedAt: z.iso.datetime({ offset: true, message: 'Enter a publish date and time' }).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.coverImageUrl && !v.coverImageAlt)
      ctx.addIssue({ code: 'custom', path: ['coverImageAlt'], message: 'Describe the cover image for people who cannot see it' });
  });
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;

export const BlogPreviewSchema = z.strictObject({ bodyMarkdown: z.string().max(BLOG_LIMITS.bodyMax, 'The post is too long') });

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

export const BlogSlugParamsSchema = z.object({ slug: z.string().max(200, 'There is no post at this address.') });

export interface AdminBlogPost {
  id: string;
  slug: string;
  title: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
  coverImageAlt: string;
  tags: string[];
  status: 'draft' | 'published';
  publishedAt: string | null;
  /** Published and its publish date has come: visitors can read it. */
  isLive: boolean;
  authorName: string;
  createdAt: string;
  updatedAt: string;
}
