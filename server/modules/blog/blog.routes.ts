import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBlogListQuerySchema,
  AdminBlogPageSchema,
  AdminBlogParamsSchema,
  AdminBlogPostSchema,
  BlogListQuerySchema,
  BlogPageSchema,
  BlogPostInputSchema,
  BlogPostSchema,
  BlogPreviewResultSchema,
  BlogPreviewSchema,
  BlogSlugParamsSchema,
  BlogTagsSchema,
} from '@common/schemas/blog.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { textResponse } from '../../plugins/contract.js';
import { actor } from '../../lib/actor.js';
import { BLOG_PAGE_EXAMPLE, BLOG_POST_EXAMPLE, RSS_EXAMPLE } from './blog.examples.js';
import { blogService, latestPosts } from './blog.service.js';
import { rssFeed } from './rss.js';

/** The blog: public reading (/api/blog, /blog/rss.xml) and the admins' editor (/api/admin/blog). */
export function blogRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const blog = blogService(db);
  const tags = ['blog'];

  api.get(
    '/api/blog/posts',
    {
      schema: {
        tags,
        summary: 'Live posts, newest first',
        querystring: BlogListQuerySchema,
        response: { 200: BlogPageSchema.meta({ examples: [BLOG_PAGE_EXAMPLE] }) },
      },
    },
    async (request) => blog.list(request.query),
  );
  api.get('/api/blog/tags', { schema: { tags, summary: 'The tags of live posts, most used first', response: { 200: BlogTagsSchema } } }, async () =>
    blog.tags(),
  );
  api.get(
    '/api/blog/posts/:slug',
    {
      schema: {
        tags,
        summary: 'A live post, its Markdown rendered to sanitized HTML',
        params: BlogSlugParamsSchema,
        response: { 200: BlogPostSchema.meta({ examples: [BLOG_POST_EXAMPLE] }) },
      },
    },
    async (request) => blog.bySlug(request.params.slug),
  );

  api.get(
    '/blog/rss.xml',
    { schema: { tags, summary: 'The RSS 2.0 feed of the latest 20 posts', response: { 200: textResponse('application/rss+xml', 'RSS 2.0', RSS_EXAMPLE) } } },
    async (_request, reply) => {
      const posts = await latestPosts(db, 20);
      return reply.header('cache-control', 'public, max-age=600').type('application/rss+xml; charset=utf-8').send(rssFeed(posts, config.appOrigin));
    },
  );

  const admin = { auth: 'admin' } as const;
  api.get(
    '/api/admin/blog',
    { config: admin, schema: { tags, summary: 'Every post, drafts too', querystring: AdminBlogListQuerySchema, response: { 200: AdminBlogPageSchema } } },
    async (request) => blog.adminList(actor(request), request.query),
  );
  api.get(
    '/api/admin/blog/:id',
    { config: admin, schema: { tags, summary: 'A post to edit', params: AdminBlogParamsSchema, response: { 200: AdminBlogPostSchema } } },
    async (request) => blog.adminGet(actor(request), request.params.id),
  );
  api.post(
    '/api/admin/blog',
    { config: admin, schema: { tags, summary: 'Write a post', body: BlogPostInputSchema, response: { 201: AdminBlogPostSchema } } },
    async (request, reply) => reply.status(201).send(await blog.create(actor(request), request.body)),
  );
  api.put(
    '/api/admin/blog/:id',
    {
      config: admin,
      schema: { tags, summary: 'Change a post', params: AdminBlogParamsSchema, body: BlogPostInputSchema, response: { 200: AdminBlogPostSchema } },
    },
    async (request) => blog.update(actor(request), request.params.id, request.body),
  );
  api.delete(
    '/api/admin/blog/:id',
    { config: admin, schema: { tags, summary: 'Delete a post', params: AdminBlogParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await blog.remove(actor(request), request.params.id);
      return reply.status(204).send();
    },
  );
  // The editor's preview renders through the same code that saves the post: what the admin sees is what visitors get.
  api.post(
    '/api/admin/blog/preview',
    {
      config: admin,
      schema: { tags, summary: 'Render Markdown as a post would show it', body: BlogPreviewSchema, response: { 200: BlogPreviewResultSchema } },
    },
    async (request) => blog.preview(actor(request), request.body),
  );
}
