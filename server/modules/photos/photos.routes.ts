import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PhotoSchema } from '@common/schemas/farms.js';
import { PhotoAltSchema, PhotoListingParamsSchema, PhotoListSchema, PhotoOrderSchema, PhotoParamsSchema } from '@common/schemas/photos.js';
import { msg } from '@common/i18n/keys.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { parse } from '../../lib/errors.js';
import { processPhoto } from './image.js';
import { removeUnusedPhotoFiles } from './photo-files.js';
import { photosService } from './photos.service.js';
import { localDirectoryStorage, UPLOADS_PREFIX } from './storage.js';
import { fileBuffer, readMultipart } from './upload-body.js';

export { LISTING_STORAGE_QUOTA_BYTES } from './photos.service.js';
export const PHOTO_LIMITS = { maxBytes: 10 * 1024 * 1024, what: msg('errors:photos.thePhoto') };
const SWEEP_EVERY_MS = 15 * 60_000;
const tags = ['listings'];
const config = { auth: 'user' } as const;
const logTo = (request: FastifyRequest) => (message: string, err: unknown) => request.log.warn({ err }, message);

/** Photo upload, caption, order and delete for a listing (owner or admin), and /uploads/ serving. */
export async function photosRoutes(app: FastifyInstance, { db, config: env }: { db: Db; config: Config }) {
  fs.mkdirSync(env.uploadsDir, { recursive: true });
  const storage = localDirectoryStorage(env.uploadsDir);
  const photos = photosService(db, storage);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // File names carry a content hash, so a URL's bytes never change: browsers may cache them for a year.
  // decorateReply: false because the SPA plugin registers @fastify/static too.
  await app.register(fastifyStatic, { root: env.uploadsDir, prefix: UPLOADS_PREFIX, decorateReply: false, index: false, maxAge: '365d', immutable: true });

  await app.register(async (scope) => {
    await scope.register(multipart);
    // The body is multipart/form-data (a `file` part and an optional `alt` field), read as a stream after the
    // permission and room checks: the contract's validator never sees it, so the `alt` field is checked here.
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/farms/:id/photos',
      {
        config,
        schema: {
          tags,
          summary: 'Add a photo to a listing (its owner or an admin)',
          description:
            'A `multipart/form-data` body: the image in a part named `file` (JPEG, PNG, WebP, AVIF or HEIC, at most 10 MB) and an optional `alt` ' +
            'field (the caption, at most 300 characters). Stored re-encoded to WebP in three sizes. 413 for a file too large, 415 for a body that is not multipart.',
          consumes: ['multipart/form-data'],
          params: PhotoListingParamsSchema,
          response: { 201: PhotoSchema },
        },
      },
      async (request, reply) => {
        const user = actor(request);
        await photos.mayUpload(user, request.params.id);
        const { fields, result: variants } = await readMultipart(request, PHOTO_LIMITS, async (file) => processPhoto(await fileBuffer(file, PHOTO_LIMITS)));
        const { alt } = parse(PhotoAltSchema, { alt: fields.alt ?? '' });
        return reply.status(201).send(await photos.upload(user, request.params.id, { alt, variants: variants! }, logTo(request)));
      },
    );
  });

  api.patch(
    '/api/farms/:id/photos/:photoId',
    { config, schema: { tags, summary: "Change a photo's caption", params: PhotoParamsSchema, body: PhotoAltSchema, response: { 200: PhotoSchema } } },
    async (request) => photos.setAlt(actor(request), request.params.id, request.params.photoId, request.body.alt),
  );

  api.put(
    '/api/farms/:id/photos/order',
    {
      config,
      schema: {
        tags,
        summary: "Set the order of a listing's photos",
        params: PhotoListingParamsSchema,
        body: PhotoOrderSchema,
        response: { 200: PhotoListSchema },
      },
    },
    async (request) => photos.reorder(actor(request), request.params.id, request.body),
  );

  api.delete(
    '/api/farms/:id/photos/:photoId',
    { config, schema: { tags, summary: 'Delete a photo', params: PhotoParamsSchema, response: { 204: z.undefined() } } },
    async (request, reply) => {
      await photos.remove(actor(request), request.params.id, request.params.photoId, logTo(request));
      return reply.status(204).send();
    },
  );

  // Files of listings deleted with ON DELETE CASCADE (and of failed uploads) go on the next sweep.
  const sweep = () =>
    removeUnusedPhotoFiles(db, storage, { log: (m, err) => app.log.warn({ err }, m) }).catch((err) => app.log.warn({ err }, 'photo file sweep failed'));
  const timer = setInterval(sweep, SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
