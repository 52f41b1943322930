import type { z } from 'zod';
import type { FavoriteInputSchema, FavoritePage, FavoriteResult, FavoritesQuerySchema } from '@common/schemas/favorites.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { decodeOffsetCursor, encodeOffsetCursor } from '../../lib/cursor.js';
import { notFound } from '../../lib/errors.js';
import { usersRepository } from '../auth/users.service.js';
import { evaluateAchievements } from '../achievements/achievements.service.js';
import { farmPolicy } from '../farms/farms.policy.js';
import { presentSummary } from '../farms/farms.presenter.js';
import { farmsRepository } from '../farms/listings.service.js';
import { favoritesRepository } from './favorites.repository.js';
import { msg } from '@common/i18n/keys.js';

const NOT_FOUND = msg('errors:listing.notFound');

/** Favorites = following (docs/product.md §3 and §4): the favorites table is also a listing's followers. */
export function favoritesService(db: Db) {
  return {
    async add(user: Actor, { farmId }: z.output<typeof FavoriteInputSchema>): Promise<FavoriteResult> {
      return db.transaction(async (tx) => {
        const farm = await farmsRepository(tx).find(farmId);
        if (!farm || !farmPolicy.see(user, farm)) throw notFound(NOT_FOUND);
        const added = await favoritesRepository(tx).add(user.id, farmId);
        const earned = added ? await evaluateAchievements(tx, user.id, 'favorite') : [];
        if (added && farm.ownerId && farm.ownerId !== user.id) await evaluateAchievements(tx, farm.ownerId, 'followed');
        return { farmId, favorited: true, favoriteCount: await favoritesRepository(tx).count(farmId), earned };
      });
    },

    async remove(user: Actor, farmId: number): Promise<FavoriteResult> {
      return db.transaction(async (tx) => {
        await favoritesRepository(tx).remove(user.id, farmId);
        return { farmId, favorited: false, favoriteCount: await favoritesRepository(tx).count(farmId), earned: [] };
      });
    },

    /** Nearest first from `near`, or from the user's home when they set one. */
    async list(user: Actor, q: z.output<typeof FavoritesQuerySchema>, now = new Date()): Promise<FavoritePage> {
      const home = q.near ? undefined : await usersRepository(db).findById(user.id);
      const [lat, lng] = q.near ? q.near.split(',').map(Number) : [home?.homeLat, home?.homeLng];
      const origin = lat != null && lng != null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
      const offset = q.cursor ? decodeOffsetCursor(q.cursor) : 0;
      const found = await favoritesRepository(db).page(user.id, origin, offset, q.limit + 1);
      const page = found.slice(0, q.limit);
      return {
        items: page.map((row) => ({ farm: presentSummary(row, { at: now, unit: q.unit }), createdAt: new Date(row.favorited_at).toISOString() })),
        nextCursor: found.length > q.limit ? encodeOffsetCursor(offset + q.limit) : null,
      };
    },

    async ids(user: Actor) {
      return { farmIds: await favoritesRepository(db).allIds(user.id) };
    },
  };
}
