import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { lit, rows } from '../sql.js';

export interface Dated {
  updated_at: Date;
}

/** What the sitemaps list: live blog posts and published listings, each with its last change. */
export function seoRepository(db: Db) {
  return {
    livePosts: () =>
      rows<Dated & { slug: string }>(
        db,
        sql`SELECT slug, updated_at FROM blog_posts WHERE status = 'published' AND published_at <= now() ORDER BY published_at DESC`,
      ),
    /** The first `limit` published listings by id. */
    firstListings: (limit: number) =>
      rows<Dated & { id: number }>(db, sql`SELECT id, updated_at FROM farms WHERE status = 'published' ORDER BY id LIMIT ${lit(limit)}`),
    /** Published listings with ids in [from, to): one sitemap file's fixed range. */
    listingsInRange: (from: number, to: number) =>
      rows<Dated & { id: number }>(db, sql`SELECT id, updated_at FROM farms WHERE status = 'published' AND id >= ${lit(from)} AND id < ${lit(to)} ORDER BY id`),
    async maxListingId(): Promise<number> {
      const [{ max }] = await rows<{ max: number }>(db, sql`SELECT max(id) AS max FROM farms WHERE status = 'published'`);
      return max;
    },
  };
}
