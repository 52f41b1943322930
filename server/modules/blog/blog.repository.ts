import { and, arrayContains, count, desc, eq, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogPosts, type BlogPostRow } from '../../db/schema/index.js';
import { likePattern, orderBy } from '../../lib/admin-paging.js';

export type BlogPostWrite = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt'>;

/** Published and its date has come: what visitors may read. */
const live = () => and(eq(blogPosts.status, 'published'), lte(blogPosts.publishedAt, sql`now()`));
// Drafts without a date sort by their last edit among the dated posts.
const ADMIN_SORT = {
  updated: blogPosts.updatedAt,
  published: sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.updatedAt})`,
  title: sql`lower(${blogPosts.title})`,
} as const;

export function blogRepository(db: Db) {
  return {
    /** Live posts, newest first, after the keyset (publishedAt, id) of the previous page's last post. */
    async listLive(opts: { tag?: string; limit: number; after?: { publishedAt: Date; id: string } }) {
      const { tag, limit, after } = opts;
      return db
        .select()
        .from(blogPosts)
        .where(
          and(
            live(),
            tag ? arrayContains(blogPosts.tags, [tag]) : undefined,
            after ? or(lt(blogPosts.publishedAt, after.publishedAt), and(eq(blogPosts.publishedAt, after.publishedAt), lt(blogPosts.id, after.id))) : undefined,
          ),
        )
        .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id))
        .limit(limit + 1);
    },
    async findLiveBySlug(slug: string): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, slug), live()));
      return row;
    },
    /** Tags of live posts with how many posts carry each, most used first. */
    async liveTags() {
      const tag = sql<string>`unnest(${blogPosts.tags})`;
      const rows = await db
        .select({ tag, posts: count() })
        .from(blogPosts)
        .where(live())
        .groupBy(sql`1`)
        .orderBy(desc(count()), sql`1`);
      return rows;
    },

    async adminList(f: { q?: string; status?: BlogPostRow['status'] }, sort: keyof typeof ADMIN_SORT, dir: 'asc' | 'desc', limit: number, offset: number) {
      const q = f.q ? likePattern(f.q) : null;
      const where: SQL | undefined = and(
        q
          ? or(ilike(blogPosts.title, q), ilike(blogPosts.slug, q), ilike(blogPosts.description, q), sql`array_to_string(${blogPosts.tags}, ' ') ILIKE ${q}`)
          : undefined,
        f.status ? eq(blogPosts.status, f.status) : undefined,
      );
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(blogPosts)
          .where(where)
          .orderBy(...orderBy(ADMIN_SORT[sort], dir, blogPosts.id))
          .limit(limit + 1)
          .offset(offset),
        db.select({ total: count() }).from(blogPosts).where(where),
      ]);
      return { rows, total };
    },
    async findById(id: string): Promise<BlogPostRow | undefined> {
      const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
      return row;
    },
    /** Null when another post already has the slug. */
    async insert(values: BlogPostWrite): Promise<BlogPostRow | null> {
      const [row] = await db.insert(blogPosts).values(values).onConflictDoNothing({ target: blogPosts.slug }).returning();
      return row ?? null;
    },
    async update(id: string, values: BlogPostWrite): Promise<BlogPostRow | undefined> {
      const [row] = await db
        .update(blogPosts)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(blogPosts.id, id))
        .returning();
      return row;
    },
    async slugTaken(slug: string, exceptId?: string) {
      const [row] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
      return !!row && row.id !== exceptId;
    },
    async delete(id: string) {
      return (await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ id: blogPosts.id })).length > 0;
    },
  };
}

/** Inserts the team's first posts, skipping any slug already there; answers the ids inserted. */
export async function insertSeedPosts(db: Db, posts: BlogPostWrite[]): Promise<{ id: string }[]> {
  return db.insert(blogPosts).values(posts).onConflictDoNothing().returning({ id: blogPosts.id });
}
