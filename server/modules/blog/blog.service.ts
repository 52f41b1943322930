import type { z } from 'zod';
import { msg } from '@common/i18n/keys.js';
import {
  slugify,
  type AdminBlogListQuerySchema,
  type BlogListQuerySchema,
  type BlogPostInputSchema,
  type BlogPreviewSchema,
  type AdminBlogPost,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
} from '@common/schemas/blog.js';
import type { AdminPage } from '@common/schemas/admin.js';
import type { Db } from '../../db/client.js';
import type { BlogPostRow } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { decodeTimeCursor, encodeTimeCursor } from '../../lib/cursor.js';
import { badRequest, HttpError, notFound, withValues, type Message } from '../../lib/errors.js';
import { recordAuditBy } from '../accounts/audit.js';
import { mustBeAdmin } from '../admin/admin.policy.js';
import { offsetOf, pageOf } from '../../lib/admin-paging.js';
import { blogRepository, type BlogPostWrite } from './blog.repository.js';
import { readingMinutes, renderMarkdown } from './markdown.js';

const NOT_FOUND = msg('errors:blog.noPostAtAddress');

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
const encodeCursor = (row: BlogPostRow) => encodeTimeCursor(row.publishedAt!, row.id);
function decodeCursor(cursor: string) {
  const { at, id } = decodeTimeCursor(cursor, () => badRequest('errors:blog.invalidCursor', { cursor: msg('errors:admin.invalidCursor') }));
  return { publishedAt: at, id };
}

/** A 409 that also names the field, so the editor shows it beside the address. */
const slugTaken = (message: Message) => new HttpError(409, message, { slug: message });

/** The blog: visitors read live posts; admins write them. */
export function blogService(db: Db) {
  const repo = blogRepository(db);

  async function find(id: string) {
    const row = await repo.findById(id);
    if (!row) throw notFound('errors:blog.noPost');
    return row;
  }

  const audit = (admin: Actor, verb: string, post: { id: string; title: string }) =>
    recordAuditBy(db, admin, {
      action: `blog.${verb}`,
      summary: `${verb[0].toUpperCase()}${verb.slice(1)}d post “${post.title}”`,
      target: { type: 'blog-post', id: post.id },
    });

  /** Checks a post's address and renders its Markdown once, on the server, for every later reader. */
  async function toWrite(input: z.output<typeof BlogPostInputSchema>, existing?: BlogPostRow): Promise<BlogPostWrite> {
    const slug = input.slug || slugify(input.title);
    if (!slug) throw badRequest('errors:blog.slugFromTitle', { slug: msg('errors:blog.slugNeedsLetters') });
    if (await repo.slugTaken(slug, existing?.id)) throw slugTaken(withValues('errors:blog.slugTakenAt', { slug }));
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

    async adminList(admin: Actor, { q, status, sort, dir, limit, cursor }: z.output<typeof AdminBlogListQuerySchema>): Promise<AdminPage<AdminBlogPost>> {
      mustBeAdmin(admin);
      const offset = offsetOf(cursor);
      const { rows, total } = await repo.adminList({ q, status }, sort, dir, limit, offset);
      const now = new Date();
      return pageOf(rows, { limit, offset, total }, (r) => presentAdmin(r, now));
    },
    async adminGet(admin: Actor, id: string) {
      mustBeAdmin(admin);
      return presentAdmin(await find(id));
    },
    async create(admin: Actor, input: z.output<typeof BlogPostInputSchema>): Promise<AdminBlogPost> {
      mustBeAdmin(admin);
      const row = await repo.insert({ ...(await toWrite(input)), authorId: admin.id });
      // Two admins saving the same address at once: the unique index decides.
      if (!row) throw slugTaken(msg('errors:blog.slugTaken'));
      await audit(admin, 'create', row);
      return presentAdmin(row);
    },
    async update(admin: Actor, id: string, input: z.output<typeof BlogPostInputSchema>): Promise<AdminBlogPost> {
      mustBeAdmin(admin);
      const existing = await find(id);
      const row = await repo.update(id, await toWrite(input, existing)).catch((err: { code?: string }) => {
        if (err.code === '23505') throw slugTaken(msg('errors:blog.slugTaken'));
        throw err;
      });
      await audit(admin, 'update', row!);
      return presentAdmin(row!);
    },
    async remove(admin: Actor, id: string) {
      mustBeAdmin(admin);
      const row = await find(id);
      await repo.delete(id);
      await audit(admin, 'delete', row);
    },
    /** The editor's preview renders through the same code that saves the post: what the admin sees is what visitors get. */
    preview(admin: Actor, { bodyMarkdown }: z.output<typeof BlogPreviewSchema>) {
      mustBeAdmin(admin);
      return { html: renderMarkdown(bodyMarkdown), readingMinutes: readingMinutes(bodyMarkdown) };
    },
  };
}

/** The latest live posts, newest first, for the RSS feed. */
export const latestPosts = async (db: Db, limit: number) => (await blogRepository(db).listLive({ limit })).slice(0, limit);
