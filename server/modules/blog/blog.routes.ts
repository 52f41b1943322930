import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BlogListQuerySchema, BlogPageSchema, BlogPostSchema, BlogSlugParamsSchema, BlogTagsSchema } from '@common/schemas/blog.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { textResponse } from '../../plugins/contract.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';
import { BLOG_PAGE_EXAMPLE, BLOG_POST_EXAMPLE } from './blog.examples.js';
import { blogRepository } from './blog.repository.js';
import { blogService } from './blog.service.js';
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
    { schema: { tags, summary: 'The RSS 2.0 feed of the latest 20 posts', response: { 200: textResponse('application/rss+xml', 'RSS 2.0') } } },
    async (_request, reply) => {
      const posts = (await blogRepository(db).listLive({ limit: 20 })).slice(0, 20);
      return reply.header('cache-control', 'public, max-age=600').type('application/rss+xml; charset=utf-8').send(rssFeed(posts, config.appOrigin));
    },
  );

  app.get('/api/admin/blog', async (request) => {
    requireAdmin(request);
    return blog.adminList(request.query);
  });
  app.get('/api/admin/blog/:id', async (request) => {
    requireAdmin(request);
    return blog.adminGet((request.params as { id: string }).id);
  });
  const audit = (request: FastifyRequest, verb: string, post: { id: string; title: string }) =>
    recordAudit(db, request, {
      action: `blog.${verb}`,
      summary: `${verb[0].toUpperCase()}${verb.slice(1)}d post “${post.title}”`,
      target: { type: 'blog-post', id: post.id },
    });
  app.post('/api/admin/blog', async (request, reply) => {
    const post = await blog.create(requireAdmin(request), request.body);
    await audit(request, 'create', post);
    return reply.status(201).send(post);
  });
  app.put('/api/admin/blog/:id', async (request) => {
    requireAdmin(request);
    const post = await blog.update((request.params as { id: string }).id, request.body);
    await audit(request, 'update', post);
    return post;
  });
  app.delete('/api/admin/blog/:id', async (request, reply) => {
    requireAdmin(request);
    await audit(request, 'delete', await blog.remove((request.params as { id: string }).id));
    return reply.status(204).send();
  });
  // The editor's preview renders through the same code that saves the post: what the admin sees is what visitors get.
  app.post('/api/admin/blog/preview', async (request) => {
    requireAdmin(request);
    return blog.preview(request.body);
  });
}
