import crypto from 'node:crypto';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FARM_LIMITS } from '@common/schemas/farms.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound, parse, withValues } from '../../lib/errors.js';
import { actsAsAdmin } from '../../lib/admin-powers.js';
import { limit } from '../../lib/rate-limit.js';
import { requireUser } from '../auth/session.js';
import { processPhoto } from './image.js';
import { removeUnusedPhotoFiles } from './photo-files.js';
import { presentPhoto, photosRepository } from './photos.repository.js';
import { localDirectoryStorage, UPLOADS_PREFIX } from './storage.js';
import { fileBuffer, readMultipart } from './upload-body.js';
import { msg } from '@common/i18n/keys.js';

export const PHOTO_LIMITS = { maxBytes: 10 * 1024 * 1024, what: msg('errors:photos.thePhoto') };
const SWEEP_EVERY_MS = 15 * 60_000;

const AltSchema = z.strictObject({ alt: z.string().trim().max(300, 'Keep the description under 300 characters') });
const OrderSchema = z.strictObject({ ids: z.array(z.string().max(64)).max(100) });
const fullMessage = withValues('errors:photos.full', { max: FARM_LIMITS.photosMax });
/** Storage per listing, all sizes of all its photos: twelve large photos fit with room to spare. */
export const LISTING_STORAGE_QUOTA_BYTES = 25 * 1024 * 1024;
const QUOTA_MESSAGE = msg('errors:photos.quota');

/** Photo upload, caption, order and delete for a listing (owner or admin), and /uploads/ serving. */
export async function photosRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  const storage = localDirectoryStorage(config.uploadsDir);
  const photos = photosRepository(db);

  // File names carry a content hash, so a URL's bytes never change: browsers may cache them for a year.
  // decorateReply: false because the SPA plugin registers @fastify/static too.
  await app.register(fastifyStatic, { root: config.uploadsDir, prefix: UPLOADS_PREFIX, decorateReply: false, index: false, maxAge: '365d', immutable: true });

  async function editableFarm(request: FastifyRequest<{ Params: { id: string } }>): Promise<number> {
    const user = requireUser(request);
    const farmId = Number(request.params.id);
    if (!/^\d{1,15}$/.test(request.params.id)) throw notFound('errors:photos.listingNotFound');
    const farm = await photos.farmOwner(farmId);
    if (!farm) throw notFound('errors:photos.listingNotFound');
    if (farm.ownerId !== user.id && !actsAsAdmin(user)) throw forbidden('errors:photos.ownerOnly');
    return farmId;
  }

  await app.register(async (scope) => {
    await scope.register(multipart);

    scope.post<{ Params: { id: string } }>('/api/farms/:id/photos', async (request, reply) => {
      const farmId = await editableFarm(request);
      // Per uploader per hour: each upload costs image work and storage, even when deleted again.
      await limit(db, 'photoUploads', request.user!.id);
      // Cheap check first, so a full listing costs no image work; insertIfRoom re-checks under a lock.
      if ((await photos.count(farmId)) >= FARM_LIMITS.photosMax) throw conflict(fullMessage);
      const { fields, result: variants } = await readMultipart(request, PHOTO_LIMITS, async (file) => processPhoto(await fileBuffer(file, PHOTO_LIMITS)));
      const { alt } = parse(AltSchema, { alt: fields.alt ?? '' });
      const id = crypto.randomUUID();
      const keyOf = (v: { hash: string; width: number }) => `photos/${id.slice(0, 2)}/${id}-${v.hash.slice(0, 16)}-${v.width}.webp`;
      const files = new Map(variants!.map((v) => [keyOf(v), v.data]));
      await photos.registerFiles(id, [...files.keys()]);
      let row;
      try {
        await Promise.all([...files].map(([key, data]) => storage.put(key, data, 'image/webp')));
        const byName = Object.fromEntries(variants!.map((v) => [v.name, v]));
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
            uploadedBy: request.user!.id,
            bytes: variants!.reduce((sum, v) => sum + v.data.length, 0),
          },
          { max: FARM_LIMITS.photosMax, maxBytes: LISTING_STORAGE_QUOTA_BYTES },
        );
      } finally {
        if (typeof row !== 'object') await removeUnusedPhotoFiles(db, storage, { photoId: id, log: (m, err) => request.log.warn({ err }, m) });
      }
      if (row === 'quota') throw conflict(QUOTA_MESSAGE);
      if (row === 'full' || !row) throw conflict(fullMessage);
      return reply.status(201).send(presentPhoto(row, storage.url));
    });
  });

  app.patch<{ Params: { id: string; photoId: string } }>('/api/farms/:id/photos/:photoId', async (request) => {
    const farmId = await editableFarm(request);
    const { alt } = parse(AltSchema, request.body);
    const row = z.uuid().safeParse(request.params.photoId).success ? await photos.updateAlt(farmId, request.params.photoId, alt) : undefined;
    if (!row) throw notFound('errors:photos.notFound');
    return presentPhoto(row, storage.url);
  });

  app.put<{ Params: { id: string } }>('/api/farms/:id/photos/order', async (request) => {
    const farmId = await editableFarm(request);
    const { ids } = parse(OrderSchema, request.body);
    if (!(await photos.reorder(farmId, ids))) throw badRequest('errors:photos.orderEachOnce', { ids: msg('errors:photos.orderEachOnceField') });
    return (await photos.list(farmId)).map((row) => presentPhoto(row, storage.url));
  });

  app.delete<{ Params: { id: string; photoId: string } }>('/api/farms/:id/photos/:photoId', async (request, reply) => {
    const farmId = await editableFarm(request);
    const row = z.uuid().safeParse(request.params.photoId).success ? await photos.delete(farmId, request.params.photoId) : undefined;
    if (!row) throw notFound('errors:photos.notFound');
    await removeUnusedPhotoFiles(db, storage, { photoId: row.id, log: (m, err) => request.log.warn({ err }, m) });
    return reply.status(204).send();
  });

  // Files of listings deleted with ON DELETE CASCADE (and of failed uploads) go on the next sweep.
  const sweep = () =>
    removeUnusedPhotoFiles(db, storage, { log: (m, err) => app.log.warn({ err }, m) }).catch((err) => app.log.warn({ err }, 'photo file sweep failed'));
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
