import type { z } from 'zod';
import {
  AdminBlogListQuerySchema,
  type BlogListQuerySchema,
  BlogPostInputSchema,
  BlogPreviewSchema,
  slugify,
  type AdminBlogPost,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
} from '@common/schemas/blog.js';
import type { AdminPage } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import type { BlogPostRow, UserRow } from '../../db/schema/index.js';
import { badRequest, HttpError, notFound, parse } from '../../lib/errors.js';
import { offsetOf, pageOf } from '../admin/paging.js';
import { blogRepository, type BlogPostWrite } from './blog.repository.js';
import { readingMinutes, renderMarkdown } from './markdown.js';
import { isUuid } from '../../lib/ids.js';

const NOT_FOUND = 'There is no post at this address.';

export function presentSummary(row: BlogPostRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    tags: row.tags,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    authorName: row.authorName,
    readingMinutes: readingMinutes(row.bodyMarkdown),
  };
}

function presentAdmin(row: BlogPostRow, now = new Date()): AdminBlogPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    bodyMarkdown: row.bodyMarkdown,
    coverImageUrl: row.coverImageUrl,
    coverImageAlt: row.coverImageAlt,
    tags: row.tags,
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    isLive: row.status === 'published' && !!row.publishedAt && row.publishedAt <= now,
    authorName: row.authorName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// The public list's cursor: the last post's (publishedAt, id), opaque to the client.
const encodeCursor = (row: BlogPostRow) => Buffer.from(`${row.publishedAt!.toISOString()}|${row.id}`).toString('base64url');
function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const publishedAt = new Date(at);
  if (Number.isNaN(publishedAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) throw badRequest('cursor: Invalid cursor', { cursor: 'Invalid cursor' });
  return { publishedAt, id };
}

/** A 409 that also names the field, so the editor shows it beside the address. */
const slugTaken = (message: string) => new HttpError(409, message, { slug: message });

/** The blog: visitors read live posts; admins (checked by the routes) write them. */
export function blogService(db: Db) {
  const repo = blogRepository(db);

  async function find(id: string) {
    const row = isUuid(id) ? await repo.findById(id) : undefined;
    if (!row) throw notFound('This post does not exist.');
    return row;
  }

  /** Validates a post and renders its Markdown once, on the server, for every later reader. */
  async function toWrite(body: unknown, existing?: BlogPostRow): Promise<BlogPostWrite> {
    const input = parse(BlogPostInputSchema, body);
    const slug = input.slug || slugify(input.title);
    if (!slug) throw badRequest('slug: Give the post an address made of letters or numbers', { slug: 'Give the post an address made of letters or numbers' });
    if (await repo.slugTaken(slug, existing?.id)) throw slugTaken(`Another post already uses /blog/${slug}. Choose a different address.`);
    const publishedAt = input.publishedAt ? new Date(input.publishedAt) : input.status === 'published' ? (existing?.publishedAt ?? new Date()) : null;
    return {
      slug,
      title: input.title,
      description: input.description,
      bodyMarkdown: input.bodyMarkdown,
      bodyHtml: renderMarkdown(input.bodyMarkdown),
      coverImageUrl: input.coverImageUrl || null,
      coverImageAlt: input.coverImageUrl ? input.coverImageAlt : '',
      tags: input.tags,
      status: input.status,
      publishedAt,
      authorName: existing?.authorName ?? 'The Farm Stand Finder team',
    };
  }

  return {
    async list({ tag, limit, cursor }: z.output<typeof BlogListQuerySchema>): Promise<BlogPage> {
      const rows = await repo.listLive({ tag, limit, after: cursor ? decodeCursor(cursor) : undefined });
      const items = rows.slice(0, limit);
      return { items: items.map(presentSummary), nextCursor: rows.length > limit ? encodeCursor(items[items.length - 1]) : null };
    },
    async bySlug(slug: string): Promise<BlogPost> {
      const row = await repo.findLiveBySlug(slug.toLowerCase());
      if (!row) throw notFound(NOT_FOUND);
      return { ...presentSummary(row), html: row.bodyHtml };
    },
    tags: () => repo.liveTags(),

    async adminList(query: unknown): Promise<AdminPage<AdminBlogPost>> {
      const { q, status, sort, dir, limit, cursor } = parse(AdminBlogListQuerySchema, query);
      const offset = offsetOf(cursor);
      const { rows, total } = await repo.adminList({ q, status }, sort, dir, limit, offset);
      const now = new Date();
      return pageOf(rows, { limit, offset, total }, (r) => presentAdmin(r, now));
    },
    adminGet: async (id: string) => presentAdmin(await find(id)),
    async create(admin: UserRow, body: unknown): Promise<AdminBlogPost> {
      const row = await repo.insert({ ...(await toWrite(body)), authorId: admin.id });
      // Two admins saving the same address at once: the unique index decides.
      if (!row) throw slugTaken('Another post already uses this address. Choose a different one.');
      return presentAdmin(row);
    },
    async update(id: string, body: unknown): Promise<AdminBlogPost> {
      const existing = await find(id);
      const row = await repo.update(id, await toWrite(body, existing)).catch((err: { code?: string }) => {
        if (err.code === '23505') throw slugTaken('Another post already uses this address. Choose a different one.');
        throw err;
      });
      return presentAdmin(row!);
    },
    async remove(id: string) {
      const row = await find(id);
      await repo.delete(id);
      return row;
    },
    preview(body: unknown) {
      const { bodyMarkdown } = parse(BlogPreviewSchema, body);
      return { html: renderMarkdown(bodyMarkdown), readingMinutes: readingMinutes(bodyMarkdown) };
    },
  };
}
