import crypto from 'node:crypto';
import type { z } from 'zod';
import { FARM_LIMITS, type Photo } from '@common/schemas/farms.js';
import type { PhotoOrderSchema } from '@common/schemas/photos.js';
import { msg } from '@common/i18n/keys.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict, forbidden, notFound, withValues } from '../../lib/errors.js';
import { limit } from '../../lib/rate-limit.js';
import type { StoredVariant } from './image.js';
import { removeUnusedPhotoFiles } from './photo-files.js';
import { photoPolicy } from './photos.policy.js';
import { presentPhoto, photosRepository } from './photos.repository.js';
import type { FileStorage } from './storage.js';

const fullMessage = withValues('errors:photos.full', { max: FARM_LIMITS.photosMax });
/** Storage per listing, all sizes of all its photos: twelve large photos fit with room to spare. */
export const LISTING_STORAGE_QUOTA_BYTES = 25 * 1024 * 1024;
const QUOTA_MESSAGE = msg('errors:photos.quota');

type Log = (message: string, err: unknown) => void;

/** A listing's photos: upload, caption, order, delete, by its owner or an admin (photos.policy.ts). */
export function photosService(db: Db, storage: FileStorage) {
  const photos = photosRepository(db);

  async function editableFarm(user: Actor, farmId: number): Promise<number> {
    const farm = await photos.farmOwner(farmId);
    if (!farm) throw notFound('errors:photos.listingNotFound');
    if (!photoPolicy.edit(user, farm)) throw forbidden('errors:photos.ownerOnly');
    return farmId;
  }

  return {
    /** Before the file is read: may they, and is there room. A full listing costs no image work. */
    async mayUpload(user: Actor, farmId: number) {
      await editableFarm(user, farmId);
      // Per uploader per hour: each upload costs image work and storage, even when deleted again.
      await limit(db, 'photoUploads', user.id);
      // Cheap check first; insertIfRoom re-checks under a lock.
      if ((await photos.count(farmId)) >= FARM_LIMITS.photosMax) throw conflict(fullMessage);
    },

    /** Stores the processed sizes, then the photo row if the listing still has room (its files are removed if not). */
    async upload(user: Actor, farmId: number, { alt, variants }: { alt: string; variants: StoredVariant[] }, log: Log): Promise<Photo> {
      const id = crypto.randomUUID();
      const keyOf = (v: { hash: string; width: number }) => `photos/${id.slice(0, 2)}/${id}-${v.hash.slice(0, 16)}-${v.width}.webp`;
      const files = new Map(variants.map((v) => [keyOf(v), v.data]));
      await photos.registerFiles(id, [...files.keys()]);
      let row;
      try {
        await Promise.all([...files].map(([key, data]) => storage.put(key, data, 'image/webp')));
        const byName = Object.fromEntries(variants.map((v) => [v.name, v]));
        row = await photos.insertIfRoom(
          {
            id,
            farmId,
            position: 0,
            alt,
            width: byName.large.width,
            height: byName.large.height,
            thumbKey: keyOf(byName.thumb),
            mediumKey: keyOf(byName.medium),
            largeKey: keyOf(byName.large),
            uploadedBy: user.id,
            bytes: variants.reduce((sum, v) => sum + v.data.length, 0),
          },
          { max: FARM_LIMITS.photosMax, maxBytes: LISTING_STORAGE_QUOTA_BYTES },
        );
      } finally {
        if (typeof row !== 'object') await removeUnusedPhotoFiles(db, storage, { photoId: id, log });
      }
      if (row === 'quota') throw conflict(QUOTA_MESSAGE);
      if (row === 'full' || !row) throw conflict(fullMessage);
      return presentPhoto(row, storage.url);
    },

    async setAlt(user: Actor, farmId: number, photoId: string, alt: string): Promise<Photo> {
      await editableFarm(user, farmId);
      const row = await photos.updateAlt(farmId, photoId, alt);
      if (!row) throw notFound('errors:photos.notFound');
      return presentPhoto(row, storage.url);
    },

    async reorder(user: Actor, farmId: number, { ids }: z.output<typeof PhotoOrderSchema>): Promise<Photo[]> {
      await editableFarm(user, farmId);
      if (!(await photos.reorder(farmId, ids))) throw badRequest('errors:photos.orderEachOnce', { ids: msg('errors:photos.orderEachOnceField') });
      return (await photos.list(farmId)).map((row) => presentPhoto(row, storage.url));
    },

    async remove(user: Actor, farmId: number, photoId: string, log: Log) {
      await editableFarm(user, farmId);
      const row = await photos.delete(farmId, photoId);
      if (!row) throw notFound('errors:photos.notFound');
      await removeUnusedPhotoFiles(db, storage, { photoId: row.id, log });
    },
  };
}
