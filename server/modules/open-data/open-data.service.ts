import type { Db } from '../../db/client.js';
import { factsByIds, type ListingFacts } from './open-data.repository.js';

/**
 * What the open-data routes read beyond the listings' own services (routes → service → repository): each listing's
 * source and licence facts, read on the connection the route was given (the replica for public reads).
 */
export function openDataService(db: Db) {
  return {
    facts: (ids: number[]): Promise<Map<number, ListingFacts>> => factsByIds(db, ids),
  };
}
