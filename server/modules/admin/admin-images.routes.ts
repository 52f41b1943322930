import crypto from 'node:crypto';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AdminImageSchema } from '@common/schemas/admin.js';
import type { Config } from '../../config/env.js';
import { actor } from '../../lib/actor.js';
import { mustBeAdmin } from './admin.policy.js';
import { processPhoto } from '../photos/image.js';
import { localDirectoryStorage } from '../photos/storage.js';
import { fileBuffer, readMultipart } from '../photos/upload-body.js';

const IMAGE_LIMITS = { maxBytes: 10 * 1024 * 1024, what: 'The image' };

/**
 * Images admins upload for blog posts and sponsors: checked and re-encoded like listing photos (WebP, no
 * EXIF or GPS kept), stored once under a content-hashed name, answered with the URL to use.
 */
export async function adminImagesRoutes(app: FastifyInstance, { config }: { config: Config }) {
  fs.mkdirSync(config.uploadsDir, { recursive: true });
  const storage = localDirectoryStorage(config.uploadsDir);
  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/images',
      {
        config: { auth: 'admin' },
        // The body is multipart (one image, at most 10 MB), read as a stream: no schema describes it.
        schema: {
          tags: ['admin'],
          summary: 'Upload an image for a blog post or a sponsor',
          consumes: ['multipart/form-data'],
          response: { 201: AdminImageSchema },
        },
      },
      async (request, reply) => {
        mustBeAdmin(actor(request));
        const { result } = await readMultipart(request, IMAGE_LIMITS, async (file) => processPhoto(await fileBuffer(file, IMAGE_LIMITS)));
        const large = result!.find((v) => v.name === 'large')!;
        const key = `content/${crypto.randomUUID()}-${large.hash.slice(0, 16)}.webp`;
        await storage.put(key, large.data, 'image/webp');
        return reply.status(201).send({ url: storage.url(key), width: large.width, height: large.height });
      },
    );
  });
}
