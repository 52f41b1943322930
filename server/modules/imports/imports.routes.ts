import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { parse } from '../../lib/errors.js';
import { recordAudit } from '../accounts/audit.js';
import { requireAdmin } from '../auth/session.js';
import { fileBuffer, readMultipart } from '../photos/upload-body.js';
import { runImport } from './import.service.js';
import { importRunsRepository } from './imports.repository.js';
import { IMPORT_FORMATS } from './listing.js';

/** The real sources are 3–8 MB; room for a whole-country OSM extract. */
export const IMPORT_LIMITS = { maxBytes: 50 * 1024 * 1024, what: 'The import file' };

const FormatSchema = z.object({ format: z.enum(IMPORT_FORMATS, { message: 'Choose the file format: usda, osm or csv' }) });
const ListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20), cursor: z.string().max(200).optional() });

/** Admin listings import: upload a file (multipart `format` + `file`), and the history of runs. */
export async function importsRoutes(app: FastifyInstance, { db }: { db: Db; config: Config }) {
  const runs = importRunsRepository(db);

  app.get('/api/admin/imports', async (request) => {
    requireAdmin(request);
    const { limit, cursor } = parse(ListQuerySchema, request.query);
    return runs.list(limit, cursor);
  });

  await app.register(async (scope) => {
    await scope.register(multipart);
    scope.post('/api/admin/imports', async (request, reply) => {
      const admin = requireAdmin(request);
      // Held in memory (at most 50 MB) before importing: a file cut off by the size limit must never
      // be half-imported, and the database work should not hold the upload stream open.
      const { fields, result: upload } = await readMultipart(request, IMPORT_LIMITS, async (file) => ({
        data: await fileBuffer(file, IMPORT_LIMITS),
        name: file.filename,
      }));
      const { format } = parse(FormatSchema, { format: fields.format });
      const { runId, report } = await runImport(db, { format, input: Readable.from([upload!.data]), fileName: upload!.name || 'upload', startedBy: admin.id });
      await recordAudit(db, request, {
        action: 'import.run',
        summary: `Imported ${upload!.name || 'a file'} (${format}): ${report.created} created, ${report.updated} updated, ${report.rejected} rejected`,
        target: { type: 'import', id: runId },
      });
      return reply.status(201).send({ runId, ...report });
    });
  });
}
