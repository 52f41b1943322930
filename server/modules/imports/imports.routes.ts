import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ImportFormatFieldSchema, ImportListQuerySchema, ImportResultSchema, ImportRunPageSchema } from '@common/schemas/imports.js';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { actor } from '../../lib/actor.js';
import { parse } from '../../lib/errors.js';
import { fileBuffer, readMultipart } from '../photos/upload-body.js';
import { importsAdminService } from './import.service.js';

/** The real sources are 3–8 MB; room for a whole-country OSM extract. */
export const IMPORT_LIMITS = { maxBytes: 50 * 1024 * 1024, what: 'The import file' };

const tags = ['admin'];
const config = { auth: 'admin' } as const;

/** Admin listings import: upload a file (multipart `format` + `file`), and the history of runs. */
export async function importsRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const imports = importsAdminService(db);

  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/imports',
    {
      config,
      schema: { tags, summary: 'The listings import runs, newest first', querystring: ImportListQuerySchema, response: { 200: ImportRunPageSchema } },
    },
    async (request) => imports.runs(actor(request), request.query),
  );

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/admin/imports',
      {
        config,
        // multipart/form-data: `format` (usda, osm or csv), then `file` (at most 50 MB), read as a stream.
        schema: { tags, summary: 'Import listings from a file', consumes: ['multipart/form-data'], response: { 201: ImportResultSchema } },
      },
      async (request, reply) => {
        const admin = actor(request);
        // Held in memory (at most 50 MB) before importing: a file cut off by the size limit must never
        // be half-imported, and the database work should not hold the upload stream open.
        const { fields, result: upload } = await readMultipart(request, IMPORT_LIMITS, async (file) => ({
          data: await fileBuffer(file, IMPORT_LIMITS),
          name: file.filename,
        }));
        const { format } = parse(ImportFormatFieldSchema, { format: fields.format });
        return reply.status(201).send(await imports.upload(admin, { format, data: upload!.data, fileName: upload!.name }));
      },
    );
  });
}
