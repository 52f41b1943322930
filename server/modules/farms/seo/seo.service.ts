import type { Db } from '../../../db/client.js';
import { seoRepository } from './seo.repository.js';

/** What the sitemaps list (routes → service → repository): live blog posts and published listings, each dated. */
export function seoService(db: Db) {
  const repo = seoRepository(db);
  return {
    livePosts: () => repo.livePosts(),
    /** The first `limit` published listings by id. */
    firstListings: (limit: number) => repo.firstListings(limit),
    /** Published listings with ids in [from, to): one sitemap file's fixed range. */
    listingsInRange: (from: number, to: number) => repo.listingsInRange(from, to),
    maxListingId: () => repo.maxListingId(),
  };
}
